import { Schema } from "effect";
import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../src/core/constants.ts";
import { TagDetailResponse } from "../../src/core/schema/catalogueExtras.ts";
import { Paginated, Resource } from "../../src/core/schema/common.ts";
import { PersonDetailResponse } from "../../src/core/schema/people.ts";
import { Person, PersonType } from "../../src/core/schema/person.ts";
import { PlanGroup } from "../../src/core/schema/plan.ts";
import { Setting } from "../../src/core/schema/settings.ts";
import { Tag } from "../../src/core/schema/tag.ts";
import { UserSegment } from "../../src/core/schema/userSegment.ts";
import { deriveUserType, type UserType } from "../../src/core/userType.ts";
import type { AppEnv, Deps } from "../context.ts";
import { catalogueExtrasRepository } from "../db/repositories/catalogueExtras.ts";
import { bearerToken } from "../http/auth.ts";
import { readQuery } from "../http/body.ts";
import { notFound, unauthorized } from "../http/errors.ts";
import { BoolInput, IntInput, Text } from "../http/fields.ts";
import { PageFields, paginate } from "../http/pagination.ts";
import { decodeInput } from "../http/validate.ts";
import { NoQuery, TagFlagsQuery } from "./catalogueExtras.ts";
import { ID, idParam, slugParam } from "./params.ts";

const encodePersonPage = Schema.encodeSync(Paginated(Person));
const encodePerson = Schema.encodeSync(Resource(Person));
const encodeTags = Schema.encodeSync(Resource(Schema.Array(Tag)));
const encodeTag = Schema.encodeSync(Resource(Tag));
const encodeSettings = Schema.encodeSync(Resource(Schema.Array(Setting)));
const encodePlans = Schema.encodeSync(Resource(Schema.Array(PlanGroup)));

const isPersonType = Schema.is(PersonType);
const personType = (value: string) => {
  if (!isPersonType(value)) throw notFound();
  return value;
};

const encodePersonDetail = Schema.encodeSync(PersonDetailResponse);
const encodeTagDetail = Schema.encodeSync(TagDetailResponse);
const LoadMoviesQuery = Schema.Struct({ load_movies: Schema.optional(BoolInput) });
const LoadProductsQuery = Schema.Struct({ load_products: Schema.optional(BoolInput) });

const PlansQuery = Schema.Struct({ promo_url: Schema.optional(Text(100)) });

const encodeUserSegment = Schema.encodeSync(UserSegment);

/** The content the client may name; the reference server's segment depends on the viewer only. */
const UserSegmentQuery = Schema.Struct({
  id: Schema.optional(IntInput),
  movie_id: Schema.optional(IntInput),
  series_id: Schema.optional(IntInput),
});

/** The reference server's user segments: one per user type, guests 0. */
const SEGMENT_OF_USER_TYPE: Record<UserType, number> = {
  Guest: 0,
  Registered: 1,
  Trial: 2,
  Premium: 3,
  CrossSelling: 4,
};

/** People, tags, settings and plans. */
export function directoryRoutes(deps: Deps) {
  const { people, tags, site } = deps.repos;
  const extras = catalogueExtrasRepository(deps.db);
  const app = new Hono<AppEnv>();

  /** The person by id (spec 001 §7 `/persons/{id}`), alone: no query is read, any is 422. */
  app.get(`/persons/:id${ID}`, (c) => {
    decodeInput(NoQuery, readQuery(c));
    const person = people.byId(idParam(c.req.param("id")));
    if (!person) throw notFound();
    return c.json(encodePerson({ data: person }));
  });

  app.get("/persons/:type", (c) => {
    const type = personType(c.req.param("type"));
    const q = decodeInput(Schema.Struct(PageFields), readQuery(c));
    const { limit, offset, meta } = paginate(
      people.count(type),
      q.page,
      q.perPage ?? LIST_PAGE_SIZE,
    );
    return c.json(encodePersonPage({ data: people.page(type, limit, offset), meta }));
  });

  /** The person with their films (`directed`, `performed`) unless `load_movies=0`. */
  app.get("/persons/:type/slug/:slug", (c) => {
    const { load_movies } = decodeInput(LoadMoviesQuery, readQuery(c));
    const person = people.bySlug(personType(c.req.param("type")), slugParam(c.req.param("slug")));
    if (!person) throw notFound();
    if (load_movies === false) return c.json(encodePerson({ data: person }));
    return c.json(encodePersonDetail({ data: { ...person, ...extras.personFilms(person.id) } }));
  });

  /** Tags, optionally only featured (`featured=1`) or hidden (`hidden=0`) ones. */
  app.get("/tags", (c) => {
    const flags = decodeInput(TagFlagsQuery, readQuery(c));
    return c.json(encodeTags({ data: extras.tags(flags) }));
  });

  /** The tag by id (spec 001 §7 `/tags/{id}`, client `getTagById`), alone; any query is 422. */
  app.get(`/tags/:id${ID}`, (c) => {
    decodeInput(NoQuery, readQuery(c));
    const tag = tags.byId(idParam(c.req.param("id")));
    if (!tag) throw notFound();
    return c.json(encodeTag({ data: tag }));
  });

  /** The tag with its films (`products`, the most seen first) unless `load_products=0`. */
  app.get("/tags/slug/:slug", (c) => {
    const { load_products } = decodeInput(LoadProductsQuery, readQuery(c));
    const tag = tags.bySlug(slugParam(c.req.param("slug")));
    if (!tag) throw notFound();
    if (load_products === false) return c.json(encodeTag({ data: tag }));
    return c.json(
      encodeTagDetail({ data: { ...tag, products: extras.tagFilms(tag.id, LIST_PAGE_SIZE) } }),
    );
  });

  app.get("/settings", (c) => c.json(encodeSettings({ data: site.settings() })));

  app.get("/plans", (c) => {
    const q = decodeInput(PlansQuery, readQuery(c));
    return c.json(encodePlans({ data: site.planGroups(q.promo_url || null) }));
  });

  /** `user_segment_id`: the viewer's user type (no bearer or a client token: a guest). */
  app.get("/smart/user-segment", (c) => {
    decodeInput(UserSegmentQuery, readQuery(c));
    const header = c.req.header("authorization");
    let userId: number | null = null;
    if (header !== undefined) {
      const token = bearerToken(header);
      const owner = token === null ? null : deps.repos.tokens.owner(token, deps.config.now());
      if (owner === null) throw unauthorized();
      userId = owner.userId;
    }
    const user = userId === null ? null : deps.repos.users.find(userId);
    return c.json(
      encodeUserSegment({ user_segment_id: SEGMENT_OF_USER_TYPE[deriveUserType(user)] }),
    );
  });

  app.get("/health", (c) => c.json({ status: "ok" }));

  return app;
}
