import { useSelector } from "@xstate/react";
import { selectIsOffline } from "../connectivity.view.ts";
import { useConnectivityRef } from "../system.tsx";
import { OfflineNotice } from "./OfflineNotice.tsx";

export function OfflineNoticeContainer() {
  return <OfflineNotice offline={useSelector(useConnectivityRef(), selectIsOffline)} />;
}
