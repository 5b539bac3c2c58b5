import type { CardBrand } from "./footerContent.ts";

/** The accepted card brands as small inline badges: nothing is downloaded at run time. */
const BRANDS: Record<CardBrand, { readonly name: string; readonly mark: React.ReactNode }> = {
  visa: {
    name: "Visa",
    mark: (
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#1a1f71"
        fontStyle="italic"
      >
        VISA
      </text>
    ),
  },
  mastercard: {
    name: "Mastercard",
    mark: (
      <>
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  maestro: {
    name: "Maestro",
    mark: (
      <>
        <circle cx="19" cy="16" r="9" fill="#0099df" />
        <circle cx="29" cy="16" r="9" fill="#eb001b" fillOpacity="0.85" />
      </>
    ),
  },
  amex: {
    name: "American Express",
    mark: (
      <>
        <rect x="4" y="6" width="40" height="20" rx="2" fill="#2e77bc" />
        <text x="24" y="20" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
};

export function CardBrands({ brands }: { readonly brands: readonly CardBrand[] }) {
  return (
    <ul className="card-brands" aria-label="Cards we accept">
      {brands.map((brand) => (
        <li key={brand}>
          <svg
            className="card-brand"
            viewBox="0 0 48 32"
            width="48"
            height="32"
            role="img"
            aria-label={BRANDS[brand].name}
          >
            <rect width="48" height="32" rx="4" fill="#fff" />
            {BRANDS[brand].mark}
          </svg>
        </li>
      ))}
    </ul>
  );
}
