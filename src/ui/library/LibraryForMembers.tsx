/**
 * The member's library runs only while a member is logged in: its code loads with the first
 * login (never for a guest's visit), and logging out stops it, which cleans its lists.
 */

import { lazy } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import { selectIsLoggedIn } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";

const LibraryRoot = lazy(() => import("./LibraryRoot.tsx"));

export function LibraryForMembers() {
  const isMember = useSelector(useSessionRef(), selectIsLoggedIn);
  return isMember ? (
    <OptionalPart>
      <LibraryRoot />
    </OptionalPart>
  ) : null;
}
