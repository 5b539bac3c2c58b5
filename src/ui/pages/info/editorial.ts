/**
 * Editorial texts of the information pages (docs/decisions/0002: written with the client).
 * Cinema is a fictional catalogue; names, places and figures here are invented.
 */
import type { InfoSection } from "./InfoPage.tsx";

export interface EditorialPage {
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly InfoSection[];
}

export const about: EditorialPage = {
  title: "About Cinema",
  lead: "Cinema is an independent streaming service for grown-up films and series, made by filmmakers and for viewers who care how a story is told.",
  sections: [
    {
      heading: "What we do",
      paragraphs: [
        "We produce and collect feature films, short films and series from independent directors, and we pay them fairly for every view.",
        "Every title is reviewed by our editorial team before it is published, and every performer has signed a release and shown proof of age.",
      ],
    },
    {
      heading: "How to watch",
      paragraphs: [
        "Browse for free, watch trailers, then pick a membership or buy single films. Watch in your browser, on your phone or on your television.",
      ],
    },
    {
      heading: "Where we are",
      paragraphs: ["Cinema Studio S.L., Calle de la Pantalla 12, 08001 Barcelona, Spain."],
    },
  ],
};

export const team: EditorialPage = {
  title: "Our Team",
  lead: "Twenty-four people in Barcelona, Berlin and remote, who watch a lot of films.",
  sections: [
    {
      heading: "Editorial",
      paragraphs: [
        "Our editors choose what we produce and publish, and write the notes you read on each film.",
      ],
      list: [
        "Marta Quintana, editor in chief",
        "Jonas Weber, series editor",
        "Lea Moreau, festivals and awards",
      ],
    },
    {
      heading: "Production",
      paragraphs: ["Producers work alongside each director from script to final grade."],
      list: ["Iris Navarro, head of production", "Tomás Ferrer, line producer"],
    },
    {
      heading: "Product and support",
      paragraphs: [
        "Engineers, designers and a support team that answers every message within a working day.",
      ],
      list: ["Noor Haddad, product lead", "Pau Riera, support lead"],
    },
  ],
};

export interface AppPlatform {
  readonly slug: string;
  readonly name: string;
  readonly summary: string;
  readonly steps: readonly string[];
}

export const appPlatforms: readonly AppPlatform[] = [
  {
    slug: "android",
    name: "Android",
    summary: "Watch on Android phones and tablets running Android 9 or later.",
    steps: [
      "Open this page on your phone and tap 'Download for Android'.",
      "Allow the installation when Android asks, then open Cinema.",
      "Log in with the e-mail and password of your account.",
    ],
  },
  {
    slug: "ios",
    name: "iPhone and iPad",
    summary: "Add Cinema to your home screen: it runs like an app, with no store needed.",
    steps: [
      "Open cinema in Safari and log in.",
      "Tap the share button, then 'Add to Home Screen'.",
      "Open Cinema from its new icon.",
    ],
  },
  {
    slug: "smart-tv",
    name: "Smart TV",
    summary: "Cast from your phone or laptop to any television with Chromecast or AirPlay.",
    steps: [
      "Start a film on your phone or laptop.",
      "Choose the cast or AirPlay button in the player.",
      "Pick your television; the phone becomes the remote control.",
    ],
  },
];

export const app: EditorialPage = {
  title: "The Cinema App",
  lead: "Take your films with you. Your list, your history and where you stopped follow you on every screen.",
  sections: [
    {
      heading: "One account, every screen",
      paragraphs: ["Your membership covers every device. Two screens can play at the same time."],
    },
  ],
};

export const collaborators: EditorialPage = {
  title: "Affiliates and Collaborators",
  lead: "Directors, producers, photographers and partners who work with us.",
  sections: [
    {
      heading: "Make a film with us",
      paragraphs: [
        "We open a call for projects twice a year. Send a one-page synopsis, a director's statement and links to earlier work through the contact form, subject 'Content'.",
      ],
    },
    {
      heading: "Affiliate programme",
      paragraphs: [
        "Websites and reviewers earn a share of every membership they refer. Payments are monthly; we provide banners, trailers and tracking links.",
      ],
    },
    {
      heading: "Festivals and press",
      paragraphs: [
        "Screeners and stills are available to accredited festivals and journalists on request.",
      ],
    },
  ],
};

export const lgtbDay: EditorialPage = {
  title: "LGTB Day",
  lead: "Every year on 28 June we celebrate the queer filmmakers and performers of our catalogue.",
  sections: [
    {
      heading: "The programme",
      paragraphs: [
        "A week of films and series by LGTB directors, free to watch for registered members, with interviews recorded for the occasion.",
      ],
    },
    {
      heading: "Giving back",
      paragraphs: [
        "Ten percent of the memberships taken that week go to a local association supporting young LGTB people.",
      ],
    },
  ],
};

export const terms: readonly InfoSection[] = [
  {
    heading: "The service",
    paragraphs: [
      "Cinema Studio S.L. offers access to films and series for adults. By using the site you confirm you are at least 18 years old, or of legal age where you live.",
    ],
  },
  {
    heading: "Memberships and purchases",
    paragraphs: [
      "Memberships renew at the end of each period until cancelled. You can cancel from My Account at any time; access continues until the end of the paid period.",
      "Films bought one by one stay in your library while your account exists.",
    ],
  },
  {
    heading: "Use of the content",
    paragraphs: [
      "Films are for your private viewing. Copying, sharing accounts or republishing any content is not allowed.",
    ],
  },
];

export const cookiePolicy: readonly InfoSection[] = [
  {
    heading: "Cookies we use",
    paragraphs: [
      "Cookies keep you logged in, remember your choices and, with your consent, measure how the site is used.",
    ],
    list: [
      "Strictly necessary: your session, your age confirmation and your consent choices.",
      "Preferences: your language and playback settings.",
      "Statistics and marketing: only when you accept them in Cookies Preferences.",
    ],
  },
  {
    heading: "Changing your choice",
    paragraphs: [
      "Open 'Cookies Preferences' in the footer at any time to change what you accepted.",
    ],
  },
];

export const complianceNotice: readonly InfoSection[] = [
  {
    heading: "Compliance notice",
    paragraphs: [
      "All persons appearing in any content on this site were 18 years of age or older at the time of production.",
      "Records required by 18 U.S.C. 2257 and 28 C.F.R. 75 are kept by the custodian of records named in the record-keeping statement.",
    ],
  },
];

export const privacyPolicy: EditorialPage = {
  title: "Privacy Policy",
  lead: "What we collect, why, and what you can ask us to do with it.",
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "Your e-mail address, your payment status (never your card number), what you watch and the device you watch on.",
      ],
    },
    {
      heading: "Why",
      paragraphs: [
        "To run your account, recommend films, stop fraud and, with your consent, improve the site.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can see, correct, export or delete your data. Delete your account from My Account, or write to us through the contact form.",
      ],
    },
    {
      heading: "Who we share with",
      paragraphs: [
        "Payment processors and our hosting providers, under contract, only for what they do for us.",
      ],
    },
  ],
};

export const recordKeeping: EditorialPage = {
  title: "18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement",
  lead: "All models, actors, actresses and other persons who appear in any visual depiction on this website were over the age of eighteen years at the time of the creation of such depictions.",
  sections: [
    {
      heading: "Records",
      paragraphs: [
        "The records required by 18 U.S.C. 2257 and 28 C.F.R. 75 for all content produced by Cinema Studio S.L. are kept by the custodian of records below.",
      ],
    },
    {
      heading: "Custodian of records",
      paragraphs: [
        "Custodian of Records, Cinema Studio S.L., Calle de la Pantalla 12, 08001 Barcelona, Spain.",
      ],
    },
    {
      heading: "Exempt content",
      paragraphs: [
        "Some content is exempt from these requirements because it was produced outside the United States or before 3 July 1995; records for it are kept nonetheless.",
      ],
    },
  ],
};

export const quickOrder: EditorialPage = {
  title: "Quick Order",
  lead: "Buy a single film without a membership.",
  sections: [
    {
      heading: "How it works",
      paragraphs: [
        "Open any film, choose 'Buy', and it stays in My Space. Log in or join first so we know whose library it belongs to.",
      ],
    },
  ],
};

export const theIntern: EditorialPage = {
  title: "The Intern",
  lead: "Our first original series, about a film student's summer on a set that keeps going wrong.",
  sections: [
    {
      heading: "Coming back",
      paragraphs: [
        "The first season has left the catalogue for a new edit. Follow In Production to know when it returns.",
      ],
    },
  ],
};

/** /billing-support (issue 26): how billing works, who charges the card, where to ask. */
export const billingSupport: EditorialPage = {
  title: "Billing Support",
  lead: "How your membership and purchases are billed, and what to do when a charge looks wrong.",
  sections: [
    {
      heading: "How billing works",
      paragraphs: [
        "A membership is charged when you join and then at the start of each period (every month or every year, as you chose). Single films are charged once, when you buy them.",
        "My Account shows your plan, its price in your currency, the next charge date and every transaction.",
      ],
    },
    {
      heading: "Who charges your card",
      paragraphs: [
        "Payments are taken by our payment processor, PayNimbus Ltd (a fictional demo processor). Your statement shows the charge as PAYNIMBUS*CINEMA. Cinema never sees or stores your full card number.",
      ],
    },
    {
      heading: "Cancelling and refunds",
      paragraphs: [
        "You can cancel from My Account at any time; you keep access until the end of the period already paid.",
        "If you were charged twice or for something you did not buy, write to us from Contact Us with the date and amount: we answer within a working day.",
      ],
    },
  ],
};

/** /payment-processor-support (issue 26): the fictional demo processor and how to reach it. */
export const paymentProcessorSupport: EditorialPage = {
  title: "Payment processor support",
  lead: "Card payments on Cinema are processed by PayNimbus Ltd, a fictional payment processor used by this demo.",
  sections: [
    {
      heading: "What PayNimbus does",
      paragraphs: [
        "PayNimbus checks your card with your bank, takes the payment and sends us only the result and the last four digits of the card.",
        "A declined payment is decided by your bank or by PayNimbus's fraud checks; the reason we show comes from them.",
      ],
    },
    {
      heading: "How to reach PayNimbus",
      paragraphs: ["For questions about a charge, a decline or a refund already issued:"],
      list: [
        "E-mail: support@paynimbus.test",
        "Phone: +44 20 0000 0000 (Monday to Friday, 9:00 to 18:00 UK time)",
        "Post: PayNimbus Ltd, 1 Ledger Lane, London EC1A 0AA, United Kingdom",
      ],
    },
    {
      heading: "Before you write",
      paragraphs: [
        "Have the date, the amount and the last four digits of the card ready. PayNimbus cannot change your membership: for that, use My Account or write to us.",
      ],
    },
  ],
};
