/**
 * A person's page at any of the person routes (core `PERSON_TYPES_AT`): the loader finds the
 * person among the types the route shows (`/cast` a performer, else a couple), with the
 * facts and the performers row as extras; the page draws what the loader found.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { notFound, redirect } from "@tanstack/react-router";
import { catalogueRef } from "../core/catalogueRef.ts";
import { personSlugAt } from "../core/personPages.ts";
import type { PersonType } from "../core/schema/person.ts";
import { PersonPage } from "../ui/pages/people/PersonPage.tsx";
import { personByIdQuery } from "../ui/queries/byNumber.ts";
import { performersRowQuery, personAtQuery, personInfoQuery } from "../ui/queries/catalogue.ts";
import type { RouterContext } from "../ui/routerContext.ts";
import { type HeadArgs, personLoad } from "./-contentHead.ts";
import { notFoundOn404 } from "./-notFoundOn404.ts";

export const loadPerson =
  (types: readonly PersonType[]) =>
  async (
    args: HeadArgs & {
      readonly context: RouterContext;
      readonly params: { readonly slug: string };
      readonly route: { readonly fullPath: string };
    },
  ) => {
    const { queryClient, catalogue } = args.context;
    const { slug } = args.params;
    const ref = catalogueRef(slug);
    if (ref.kind === "id") {
      // A number is the person's id (`/persons/{id}`): the page moves to its slug address.
      const person = await notFoundOn404(
        queryClient.ensureQueryData(personByIdQuery(catalogue, ref.id)),
      );
      const to = personSlugAt(types, person);
      if (to === null) throw notFound();
      throw redirect({
        to: args.route.fullPath,
        params: { slug: to },
        replace: true,
        statusCode: 301,
      });
    }
    return Promise.all([
      notFoundOn404(queryClient.ensureQueryData(personAtQuery(catalogue, types, slug))),
      // The facts and the row are extras: the page shows without them.
      queryClient.ensureQueryData(personInfoQuery(catalogue, slug)).catch(() => null),
      queryClient.ensureQueryData(performersRowQuery(catalogue)).catch(() => null),
    ]).then(([person]) => personLoad(person, args));
  };

export function PersonRoute({
  types,
  slug,
  context: { catalogue, queryClient },
}: {
  readonly types: readonly PersonType[];
  readonly slug: string;
  readonly context: RouterContext;
}) {
  const person = useSuspenseQuery(personAtQuery(catalogue, types, slug)).data;
  const info = queryClient.getQueryData(personInfoQuery(catalogue, slug).queryKey) ?? null;
  const performers = queryClient.getQueryData(performersRowQuery(catalogue).queryKey)?.data ?? [];
  return <PersonPage person={person} info={info} performers={performers} />;
}
