/** The download limits' words (spec 001 §8), word for word. */
export const download = {
  trialing:
    "Upps!! You're trialing a subscription. Only members with full access can download movies. In the meantime you can stream as many movies as you want",
  monthlyLimit:
    "Oops! You have reached the maximum of available downloads... you can download up to 10 movies per calendar month...",
} as const;
