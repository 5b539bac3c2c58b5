/**
 * The image request parameters of spec 001 §3 as the art route reads them (`ar`, `fit`,
 * `crop`, `auto`, `width`, and `q`, `dpr`), and the size they give an image.
 */
import { Schema } from "effect";
import {
  IMAGE_AUTOS,
  IMAGE_CROPS,
  IMAGE_FITS,
  IMAGE_MAX_WIDTH_PX,
  parseAspectRatio,
} from "../../src/core/images.ts";
import { IntInput } from "../http/fields.ts";

/** A comma list whose every item is one of `values`. */
const commaList = (values: readonly string[], message: string) =>
  Schema.String.check(
    Schema.isMaxLength(100, { message }),
    Schema.makeFilter((text: string) =>
      text.split(",").every((item) => values.includes(item.trim())) ? undefined : message,
    ),
  );

export const imageQuery = Schema.Struct({
  ar: Schema.optional(
    Schema.String.check(
      Schema.makeFilter((text: string) =>
        parseAspectRatio(text) === null ? "Must be a ratio such as 16:9" : undefined,
      ),
    ),
  ),
  fit: Schema.optional(Schema.Literals(IMAGE_FITS)),
  crop: Schema.optional(commaList(IMAGE_CROPS, `One or more of ${IMAGE_CROPS.join(", ")}`)),
  auto: Schema.optional(commaList(IMAGE_AUTOS, `One or more of ${IMAGE_AUTOS.join(", ")}`)),
  width: Schema.optional(
    IntInput.check(
      Schema.isBetween(
        { minimum: 1, maximum: IMAGE_MAX_WIDTH_PX },
        { message: `Must be between 1 and ${IMAGE_MAX_WIDTH_PX}` },
      ),
    ),
  ),
  q: Schema.optional(
    IntInput.check(Schema.isBetween({ minimum: 1, maximum: 100 }, { message: "1 to 100" })),
  ),
  dpr: Schema.optional(
    IntInput.check(Schema.isBetween({ minimum: 1, maximum: 5 }, { message: "1 to 5" })),
  ),
});
export type ImageQuery = typeof imageQuery.Type;

/**
 * The pixel size of an image of natural size `natural` asked with `params`: `width` (times
 * `dpr`, at most 4742) or the natural width; the height from `ar`, else the natural ratio.
 * `fit=max` and `fit=min` never enlarge past the natural width (the other fits draw at the
 * size asked: the art is drawn, so cropping and scaling are the same thing).
 */
export function targetSize(
  natural: { readonly width: number; readonly height: number },
  params: ImageQuery,
): { readonly width: number; readonly height: number } {
  const ratio = (params.ar ? parseAspectRatio(params.ar) : null) ?? natural.width / natural.height;
  let width = Math.min(IMAGE_MAX_WIDTH_PX, (params.width ?? natural.width) * (params.dpr ?? 1));
  if (params.fit === "max" || params.fit === "min") width = Math.min(width, natural.width);
  return { width: Math.round(width), height: Math.max(1, Math.round(width / ratio)) };
}
