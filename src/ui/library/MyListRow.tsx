/** The home page's My List row for members (newest first, the first page of the list). */
import { Link } from "@tanstack/react-router";
import type { LibraryRef } from "../../machines/library.machine.ts";
import { MovieCard, SeriesCard } from "../catalogue/Cards.tsx";
import { Row } from "../catalogue/Row.tsx";
import { selectMyListRow } from "../library.view.ts";
import { useSelector } from "../useSelector.ts";
import { useLibraryRef } from "./useLibrary.ts";

function Bound({ library }: { readonly library: LibraryRef }) {
  const items = useSelector(library, selectMyListRow);
  return (
    <Row
      title="My List"
      items={items}
      itemKey={(w) => w.wish_product_id}
      renderItem={(w) =>
        w.product.model_type === "Series" ? (
          <SeriesCard item={w.product} />
        ) : (
          <MovieCard item={w.product} />
        )
      }
      more={
        <Link to="/my-space" search={{ tab: "my-list" }}>
          See all
        </Link>
      }
    />
  );
}

export function MyListRowContainer() {
  const library = useLibraryRef();
  return library ? <Bound library={library} /> : null;
}
