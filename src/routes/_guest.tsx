import { createFileRoute, Outlet } from "@tanstack/react-router";
import { guardLocation } from "./-shared.ts";

/** The guest pages: their access rule (core `accessTo`) runs here, once for all of them. */
export const Route = createFileRoute("/_guest")({
  beforeLoad: ({ context, location }) => guardLocation(location, context.app),
  component: Outlet,
});
