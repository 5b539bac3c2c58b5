import { selectIsOffline } from "../connectivity.view.ts";
import { useConnectivityRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { OfflineNotice } from "./OfflineNotice.tsx";

export function OfflineNoticeContainer() {
  return <OfflineNotice offline={useSelector(useConnectivityRef(), selectIsOffline)} />;
}
