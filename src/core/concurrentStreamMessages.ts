/** The one-screen control's words (spec 001 §8, the 'Attention' modal), word for word. */
export const concurrentStream = {
  title: "Attention",
  body: "Hold up! Your account is in use on another device (or in another browser/tab) and can not be used on more than one screen at a time.",
  watchHere: "WATCH ON THIS DEVICE",
  goBack: "GO BACK",
  /** To the screen another one took over from (ours, in the spec's tone; issue 25). */
  sentHome:
    "Hold up! Your account is now playing on another device (or in another browser/tab), so playback stopped here: it can not be used on more than one screen at a time.",
} as const;
