import "./header.css";
import { Link } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense } from "react";
import { headerSections, type Section } from "../../core/navigation.ts";
import { type HeaderMenu, RETURN_TO_KEY } from "../../core/routeAccess.ts";
import { Button } from "../Button.tsx";
import { SectionLink } from "../layout/SectionLink.tsx";

/** Members' menu: its code loads for members only; its place is kept while it does. */
const MemberMenu = lazy(() => import("./MemberMenu.tsx"));

export interface HeaderProps {
  /** Which account area to show: decided by `selectHeaderMenu`, not here. */
  readonly menu: HeaderMenu;
  /** The sections the main navigation reaches (`selectHeaderSections`); a guest's by default. */
  readonly sections?: readonly Section[];
  /** Hidden while the page scrolls down. */
  readonly hidden?: boolean;
  /** The page Login returns to after logging in (`loginReturnTo`), if any. */
  readonly returnTo?: string | null;
  readonly onLogout: () => void;
  /** The search box (the container loads the search feature on first use). */
  readonly search?: ReactNode;
  /** The member menu opens on hover (core `memberMenuOpensOnHover`). */
  readonly menuOpensOnHover?: boolean;
  /** The cross-selling navigation bar, when the viewer has one (`showsCrossSellingBar`). */
  readonly crossSelling?: ReactNode;
}

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Cinema home">
      <span className="logo__mark" aria-hidden="true">
        ▶
      </span>
      <span aria-hidden="true">Cinema</span>
    </Link>
  );
}

/** The site header: logo, main navigation and the account area of the viewer. */
const GUEST_SECTIONS = headerSections(false);

export function Header({
  menu,
  sections = GUEST_SECTIONS,
  hidden = false,
  returnTo = null,
  onLogout,
  search = null,
  menuOpensOnHover = false,
  crossSelling = null,
}: HeaderProps) {
  return (
    <header className="site-header" data-hidden={hidden ? "true" : "false"}>
      <div className="site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label="Main">
          {sections.map((section) => (
            <SectionLink key={section.label} section={section} />
          ))}
        </nav>
        {crossSelling}
        {search}
        {menu === "member" ? (
          <Suspense
            fallback={
              <nav className="account-nav" aria-label="Account">
                <span className="member-menu-slot" />
              </nav>
            }
          >
            <MemberMenu onLogout={onLogout} opensOnHover={menuOpensOnHover} />
          </Suspense>
        ) : (
          <GuestMenu returnTo={returnTo} />
        )}
      </div>
    </header>
  );
}

function GuestMenu({ returnTo }: { readonly returnTo: string | null }) {
  return (
    <nav className="account-nav" aria-label="Account">
      <Link
        to="/login"
        search={returnTo === null ? {} : { [RETURN_TO_KEY]: returnTo }}
        className="account-nav__link"
      >
        Login
      </Link>
      <Link to="/sign-up" className="account-nav__link">
        Join now
      </Link>
      <Button tag="link" to="/sign-up" theme="primary" size="sm" className="hide-small">
        WATCH FREE
      </Button>
    </nav>
  );
}
