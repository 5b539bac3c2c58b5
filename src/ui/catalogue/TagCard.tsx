/**
 * A category's or collection's card: its banner, its title leading to its page, its
 * outstanding text. The lists of /categories and their featured rows draw the same card.
 */
import { Link } from "@tanstack/react-router";
import type { Tag } from "../../core/schema/index.ts";
import { Art } from "../Art.tsx";

const WIDE = { ar: "16:9" } as const;

export function TagCard({ tag }: { readonly tag: Tag }) {
  return (
    <div className="info-card tag-card">
      {tag.banner_image && (
        <Art
          src={tag.banner_image}
          slot="wide"
          params={WIDE}
          width={328}
          height={185}
          loading="lazy"
        />
      )}
      <h3>
        <Link to="/categories/$slug" params={{ slug: tag.slug }}>
          {tag.title}
        </Link>
      </h3>
      {tag.outstanding_text && <p>{tag.outstanding_text}</p>}
    </div>
  );
}
