import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accessTo,
  floatingCtaFor,
  GUEST,
  type GuardedRoute,
  headerMenuFor,
  isAccountEntryPath,
  pathAfterSessionChange,
  showsSubscribeBanner,
  type Viewer,
  viewerOf,
} from "../../src/core/routeAccess.ts";
import type { User } from "../../src/core/schema/index.ts";
import type { UserType } from "../../src/core/userType.ts";

const userTypes: UserType[] = ["Guest", "Trial", "CrossSelling", "Premium", "Registered"];

/** Any viewer the session can produce: guests are never subscribed. */
const viewerArb: fc.Arbitrary<Viewer> = fc.oneof(
  fc.constant(GUEST),
  fc.record({
    isLoggedIn: fc.constant(true),
    userType: fc.constantFrom(...userTypes.filter((t) => t !== "Guest")),
    isSubscribed: fc.boolean(),
  }),
);
const routes: GuardedRoute[] = ["/profile", "/my-space", "/login", "/sign-up", "/seduce-boost"];
const pathArb = fc.oneof(
  fc.constantFrom("/", "/login", "/sign-up", "/profile", "/movies", "/sign-up/promo", "/login/"),
  fc.webPath(),
);

describe("route access (spec 000 §2)", () => {
  it("/profile: not logged in goes to /login", () => {
    fc.assert(
      fc.property(viewerArb, (viewer) => {
        expect(accessTo("/profile", viewer)).toEqual(
          viewer.isLoggedIn ? { kind: "allow" } : { kind: "redirect", to: "/login" },
        );
      }),
    );
  });

  it("/seduce-boost: not logged in goes to /login", () => {
    fc.assert(
      fc.property(viewerArb, (viewer) => {
        expect(accessTo("/seduce-boost", viewer)).toEqual(
          viewer.isLoggedIn ? { kind: "allow" } : { kind: "redirect", to: "/login" },
        );
      }),
    );
  });

  it("/my-space: not logged in goes to /", () => {
    fc.assert(
      fc.property(viewerArb, (viewer) => {
        expect(accessTo("/my-space", viewer)).toEqual(
          viewer.isLoggedIn ? { kind: "allow" } : { kind: "redirect", to: "/" },
        );
      }),
    );
  });

  it("/login: logged in goes to /profile", () => {
    fc.assert(
      fc.property(viewerArb, (viewer) => {
        expect(accessTo("/login", viewer)).toEqual(
          viewer.isLoggedIn ? { kind: "redirect", to: "/profile" } : { kind: "allow" },
        );
      }),
    );
  });

  it("/sign-up: only a logged-in subscribed user goes to /profile", () => {
    fc.assert(
      fc.property(viewerArb, (viewer) => {
        expect(accessTo("/sign-up", viewer)).toEqual(
          viewer.isLoggedIn && viewer.isSubscribed
            ? { kind: "redirect", to: "/profile" }
            : { kind: "allow" },
        );
      }),
    );
  });

  it("never redirects a route to itself, and a redirect's target lets the viewer in", () => {
    fc.assert(
      fc.property(viewerArb, fc.constantFrom(...routes), (viewer, route) => {
        const access = accessTo(route, viewer);
        if (access.kind === "redirect") {
          expect(access.to).not.toBe(route);
          const target = access.to;
          if (target === "/profile" || target === "/login") {
            expect(accessTo(target, viewer)).toEqual({ kind: "allow" });
          }
        }
      }),
    );
  });
});

describe("the viewer", () => {
  const user = (flags: Partial<User>): User =>
    ({
      is_trialing_free: false,
      is_cross_selling_unified_account: false,
      is_subscribed: false,
      ...flags,
    }) as User;

  it("is a guest when logged out, whatever user is held", () => {
    expect(viewerOf(false, user({ is_subscribed: true }))).toEqual(GUEST);
  });

  it("is Registered while the user loads, then typed from the account", () => {
    expect(viewerOf(true, null)).toEqual({
      isLoggedIn: true,
      userType: "Registered",
      isSubscribed: false,
    });
    expect(viewerOf(true, user({ is_subscribed: true }))).toEqual({
      isLoggedIn: true,
      userType: "Premium",
      isSubscribed: true,
    });
  });
});

describe("what the shell offers each viewer", () => {
  it("guests get the guest header and the subscribe banner, members the member menu", () => {
    fc.assert(
      fc.property(viewerArb, (viewer) => {
        expect(headerMenuFor(viewer)).toBe(viewer.isLoggedIn ? "member" : "guest");
        expect(showsSubscribeBanner(viewer)).toBe(!viewer.isLoggedIn);
      }),
    );
  });

  it("floating CTA: 'watch free' for guests, 'premium' for members neither premium nor subscribed", () => {
    fc.assert(
      fc.property(viewerArb, fc.constantFrom("/", "/movies", "/profile"), (viewer, path) => {
        const expected = !viewer.isLoggedIn
          ? "watch-free"
          : viewer.userType !== "Premium" && !viewer.isSubscribed
            ? "premium"
            : null;
        expect(floatingCtaFor(viewer, path)).toBe(expected);
      }),
    );
  });

  it("floating CTA is hidden on live-tv pages", () => {
    fc.assert(
      fc.property(
        viewerArb,
        fc.constantFrom("/watch/live-tv", "/live-tv-preview", "/es/watch/live-tv"),
        (viewer, path) => {
          expect(floatingCtaFor(viewer, path)).toBeNull();
        },
      ),
    );
  });
});

describe("moving on session changes", () => {
  it("logging in on /login or /sign-up goes to /profile; elsewhere stays", () => {
    fc.assert(
      fc.property(pathArb, fc.boolean(), (path, byLogout) => {
        const to = pathAfterSessionChange({ wasLoggedIn: false, isLoggedIn: true, byLogout }, path);
        expect(to).toBe(isAccountEntryPath(path) ? "/profile" : null);
      }),
    );
    expect(isAccountEntryPath("/login")).toBe(true);
    expect(isAccountEntryPath("/sign-up/promo")).toBe(true);
    expect(isAccountEntryPath("/loginx")).toBe(false);
  });

  it("a new account (sign-up) lands on /welcome wherever it was created", () => {
    fc.assert(
      fc.property(pathArb, fc.boolean(), (path, byLogout) => {
        expect(
          pathAfterSessionChange(
            { wasLoggedIn: false, isLoggedIn: true, byLogout, bySignUp: true },
            path,
            { redirect: "/movies" },
          ),
        ).toBe("/welcome");
        expect(
          pathAfterSessionChange(
            { wasLoggedIn: false, isLoggedIn: true, byLogout, bySignUp: false },
            path,
          ),
        ).toBe(isAccountEntryPath(path) ? "/profile" : null);
      }),
    );
  });

  it("Log Out goes to /; a lost session stays (the route's rule is checked again)", () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        expect(
          pathAfterSessionChange({ wasLoggedIn: true, isLoggedIn: false, byLogout: true }, path),
        ).toBe("/");
        expect(
          pathAfterSessionChange({ wasLoggedIn: true, isLoggedIn: false, byLogout: false }, path),
        ).toBeNull();
      }),
    );
  });

  it("no change, no move", () => {
    fc.assert(
      fc.property(pathArb, fc.boolean(), fc.boolean(), (path, loggedIn, byLogout) => {
        expect(
          pathAfterSessionChange({ wasLoggedIn: loggedIn, isLoggedIn: loggedIn, byLogout }, path),
        ).toBeNull();
      }),
    );
  });
});
