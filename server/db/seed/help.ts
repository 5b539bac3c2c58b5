/**
 * The help centre's answers (issue 11): written for this project, about the reference site.
 * Each answer is its title followed by its paragraphs.
 */

export interface HelpTopicSeed {
  readonly title: string;
  readonly answers: readonly (readonly [title: string, ...paragraphs: string[]])[];
}

export const HELP_TOPICS: readonly HelpTopicSeed[] = [
  {
    title: "Account",
    answers: [
      [
        "How do I create an account",
        "Choose Join now at the top of any page, enter your e-mail address and a password of at least 8 characters, and pick a plan.",
        "We send you an e-mail to confirm your address. You can start watching straight away; confirming keeps your account safe.",
      ],
      [
        "I forgot my password",
        "On the login page choose Forgot your password and enter the e-mail address of your account.",
        "We send you a link to choose a new password. The link works once and expires after a while; ask for a new one if it has.",
      ],
      [
        "How do I change my e-mail address or name",
        "Open My Account from the menu at the top right and edit your details. Blank fields are left as they were.",
      ],
      [
        "How do I delete my account",
        "Open My Account and choose Delete account at the bottom of the page. Your list, your history and your ratings are deleted with it.",
        "If you have a subscription, cancel it first so that you are not charged again.",
      ],
    ],
  },
  {
    title: "Billing",
    answers: [
      [
        "Which payment methods do you accept",
        "We accept the major debit and credit cards shown at the bottom of every page. Prices are shown in pounds or US dollars depending on where you are.",
      ],
      [
        "How do I cancel my subscription",
        "Open My Account and choose Cancel subscription. You keep access until the end of the period you have paid for.",
        "If you subscribed through a bundle with another service, cancel through the platform you used to sign up.",
      ],
      [
        "When will I be charged",
        "Monthly plans renew on the same day each month, annual plans once a year. We send you a reminder by e-mail 24 hours before a renewal.",
      ],
      [
        "Can I get a refund",
        "Write to us through the contact form with the date of the charge and we will look at it with you. Charges for periods already watched are not refunded.",
      ],
    ],
  },
  {
    title: "Watching",
    answers: [
      [
        "The video does not start or keeps buffering",
        "Check your connection first: the player lowers the picture quality on a slow connection, but it needs a steady one to start.",
        "Reload the page, and if it still does not play, try another browser. Ad blockers and privacy extensions sometimes block the video; allow the site in them.",
      ],
      [
        "Why does it say my account is in use on another device",
        "A subscription plays on one screen at a time. When you press Watch on this device, the other screen stops and goes back to the home page.",
      ],
      [
        "How do subtitles work",
        "Choose the speech bubble in the player to pick a language. We remember your choice for the next film.",
        "Subtitles are available in English, Spanish, French and German for most films.",
      ],
      [
        "Can I download films",
        "Members with full access can download up to 10 films per calendar month to watch offline. Trial members can stream as much as they like but cannot download.",
      ],
      [
        "How does live TV work",
        "Live TV plays a schedule of films around the clock, one channel per category. It is part of the Premium plan.",
      ],
    ],
  },
  {
    title: "Privacy and safety",
    answers: [
      [
        "Why do you ask me to verify my age",
        "In some countries and states the law asks sites like ours to check that visitors are adults. We use an outside service for it and never keep a copy of your documents.",
      ],
      [
        "How do I change my cookie preferences",
        "Choose Cookies Preferences at the bottom of any page to see and change which cookies we may use.",
      ],
      [
        "How do I report content",
        "Use the contact form and choose the subject Content. Tell us the page and what is wrong; we answer within two working days.",
      ],
    ],
  },
];
