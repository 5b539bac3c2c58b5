import { useLocation } from "@tanstack/react-router";
import { lazy, useEffect, useMemo } from "react";
import { headerOffsetPx, memberMenuOpensOnHover } from "../../core/header.ts";
import { loginReturnTo } from "../../core/routeAccess.ts";
import { OptionalPart } from "../OptionalPart.tsx";
import { SearchBar } from "../search/SearchBar.tsx";
import {
  selectHeaderMenu,
  selectHeaderSections,
  selectIsLoggedIn,
  selectUserType,
  sessionIntents,
} from "../session.view.ts";
import { useViewportWidth } from "../site/useViewportWidth.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { Header } from "./Header.tsx";
import { useHideOnScroll } from "./useHideOnScroll.ts";

/** Loaded for members only: it shows itself to cross-selling unified accounts on desktop. */
const CrossSellingBar = lazy(() => import("./CrossSellingBar.tsx"));

export function HeaderContainer() {
  const session = useSessionRef();
  const menu = useSelector(session, selectHeaderMenu);
  const sections = useSelector(session, selectHeaderSections);
  const isGuest = !useSelector(session, selectIsLoggedIn);
  const userType = useSelector(session, selectUserType);
  const width = useViewportWidth();
  const offset = headerOffsetPx(isGuest, width);
  const hidden = useHideOnScroll(offset);
  // Sticky things and anchors keep below the header: `--header-offset` on the root.
  useEffect(() => {
    document.documentElement.style.setProperty("--header-offset", `${offset}px`);
  }, [offset]);
  const returnTo = useLocation({
    select: (location) => loginReturnTo(location.pathname, location.searchStr),
  });
  const intents = useMemo(() => sessionIntents(session.send), [session]);
  return (
    <Header
      menu={menu}
      sections={sections}
      hidden={hidden}
      returnTo={returnTo}
      onLogout={intents.logout}
      search={<SearchBar />}
      menuOpensOnHover={memberMenuOpensOnHover(width)}
      crossSelling={
        menu === "member" && (
          <OptionalPart>
            <CrossSellingBar userType={userType} width={width} />
          </OptionalPart>
        )
      }
    />
  );
}
