import { useSelector } from "@xstate/react";
import { HEADER_OFFSET_PX } from "../../core/constants.ts";
import { selectHeaderMenu, sessionIntents } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { Header } from "./Header.tsx";
import { useHideOnScroll } from "./useHideOnScroll.ts";

export function HeaderContainer() {
  const session = useSessionRef();
  const menu = useSelector(session, selectHeaderMenu);
  const hidden = useHideOnScroll(HEADER_OFFSET_PX);
  return <Header menu={menu} hidden={hidden} onLogout={sessionIntents(session.send).logout} />;
}
