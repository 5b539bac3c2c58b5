import { createFileRoute } from "@tanstack/react-router";
import { Effect, Option, Schema } from "effect";
import { MY_SPACE_TABS, MySpace } from "../ui/account/MySpace.tsx";
import { guardRoute } from "./-shared.ts";

/** `?tab=` my-list (default), continue-watching or history; anything else is the default. */
const tabSearch = Schema.toStandardSchemaV1(
  Schema.Struct({
    tab: Schema.optional(
      Schema.Literals(MY_SPACE_TABS).pipe(
        Schema.catchDecoding(() => Effect.succeed(Option.none())),
      ),
    ),
  }),
);

export const Route = createFileRoute("/my-space")({
  validateSearch: tabSearch,
  beforeLoad: ({ context }) => guardRoute("/my-space", context.app),
  component: MySpaceRoute,
});

function MySpaceRoute() {
  const { tab = "my-list" } = Route.useSearch();
  return <MySpace tab={tab} />;
}
