// The app tests' one way to open the app on a link: each test file mocks the API and the
// views first (vi.mock), then imports App and passes it here.

/** Lets the app's awaited replies and the timers they start run out. */
export const flush = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setTimeout(r, 0));
};

/** The app opened on a link with this state (the standalone hash), in a fresh body. */
export async function openApp(App, state) {
  window.location.hash = new URLSearchParams(state).toString();
  document.body.replaceChildren();
  const root = document.createElement('div');
  document.body.append(root);
  const app = new App(root);
  await app.start();
  await flush();
  return app;
}
