/**
 * What the home draws after its series row once the first screen is painted (one lazy chunk,
 * so the first load of / stays as it was): the best sellers row (decision 0060), the small
 * banners and the call-to-action banner.
 */

import { HomePromos } from "./HomePromos.tsx";
import MostSoldRow from "./MostSoldRow.tsx";

export default function AfterSeriesRows() {
  return (
    <>
      <MostSoldRow />
      <HomePromos />
    </>
  );
}
