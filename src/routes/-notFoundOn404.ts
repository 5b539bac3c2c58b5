import { notFound } from "@tanstack/react-router";
import { isApiError } from "../core/apiError.ts";

/** Runs a load; a 404 from the API becomes the route's not-found page (with `data`). */
export async function notFoundOn404<A>(load: Promise<A>, data?: unknown): Promise<A> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound({ data });
    throw error;
  }
}
