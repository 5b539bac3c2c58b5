import { useLocation } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { HEADER_OFFSET_PX } from "../../core/constants.ts";
import { loginReturnTo } from "../../core/routeAccess.ts";
import { SearchBar } from "../search/SearchBar.tsx";
import { selectHeaderMenu, sessionIntents } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { Header } from "./Header.tsx";
import { useHideOnScroll } from "./useHideOnScroll.ts";

export function HeaderContainer() {
  const session = useSessionRef();
  const menu = useSelector(session, selectHeaderMenu);
  const hidden = useHideOnScroll(HEADER_OFFSET_PX);
  const returnTo = useLocation({
    select: (location) => loginReturnTo(location.pathname, location.searchStr),
  });
  const intents = useMemo(() => sessionIntents(session.send), [session]);
  return (
    <Header
      menu={menu}
      hidden={hidden}
      returnTo={returnTo}
      onLogout={intents.logout}
      search={<SearchBar />}
    />
  );
}
