/**
 * The reads of a person page or a category page addressed by a number (decision 0068): only
 * their split-off loaders import these, so they load with the page, not the first load.
 */
import { queryOptions } from "@tanstack/react-query";
import type { CatalogueApi } from "../../core/ports.ts";

/** A person by number (`/persons/{id}`): a person page addressed by id moves to its slug. */
export const personByIdQuery = (catalogue: CatalogueApi, id: number) =>
  queryOptions({ queryKey: ["persons", "id", id], queryFn: () => catalogue.personById(id) });

/** A tag by number (`/tags/{id}`): a category page addressed by id moves to its slug. */
export const tagByIdQuery = (catalogue: CatalogueApi, id: number) =>
  queryOptions({ queryKey: ["tags", "id", id], queryFn: () => catalogue.tagById(id) });
