import { createFileRoute } from "@tanstack/react-router";
import { RETURN_TO_KEY } from "../../core/routeAccess.ts";
import { textParam } from "../../core/searchParams.ts";
import { LoginContainer } from "../../ui/auth/AuthContainers.tsx";
import { optionalKey, searchParam } from "../-searchParams.ts";

/** `?redirect=` the page to return to after logging in (judged by core `returnPathFrom`). */
const returnToParam = searchParam(textParam);

export const Route = createFileRoute("/_guest/login")({
  validateSearch: (search: Record<string, unknown>) =>
    optionalKey(RETURN_TO_KEY, returnToParam(search[RETURN_TO_KEY])),
  component: LoginContainer,
});
