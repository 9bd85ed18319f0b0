// Chromium's switches for every browser test. Chromium 156 opens its address bar's suggestion
// popup, a page of its own (chrome://omnibox-popup.top-chrome), in every new window, that is in
// every new browser context here: about a core's worth of work for the first 700 ms, on a
// 2-core machine at the very time the test's page loads, which doubled a first load's time. A
// person's browser does that once, when the window opens, not on each page. (Chromium adds these
// to playwright's own --disable-features; it keeps both lists.)
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
