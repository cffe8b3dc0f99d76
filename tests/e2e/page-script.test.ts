import { openWatched, siteForThisFile } from "./harness";

/**
 * The public pages ship none of React: the frame's small script (PageScript) does what HTML
 * cannot. A visitor on the landing page loads no module, plays the video in place, and closes
 * the header's dropdowns with Escape or a click elsewhere, as dropdowns close.
 */

const site = siteForThisFile();
const VIDEO = "Play “A day in our operations centre” (loads YouTube)";

it("loads no module on a public page, and plays the video in place once clicked, fetching nothing from YouTube before", async () => {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  // The network reaches no video service here: the player's request is answered empty, and counted.
  await page.route(/youtube/, (route) => route.fulfill({ status: 204 }));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/why-northwind");
  await page.waitForLoadState("networkidle");
  expect(requests.filter((url) => url.endsWith(".js"))).toEqual([]);
  expect(requests.filter((url) => url.includes("youtube"))).toEqual([]);

  await page.getByRole("link", { name: VIDEO }).click();
  const player = page.locator("iframe[title='A day in our operations centre (YouTube video)']");
  await player.waitFor();
  expect(await player.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
  expect(await player.evaluate((frame) => frame === document.activeElement)).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/why-northwind");
  expect(requests.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it("follows the video's link to YouTube without JavaScript", async () => {
  const context = await site.newNoScriptContext();
  const page = await context.newPage();
  await page.goto("/why-northwind");
  expect(await page.getByRole("link", { name: VIDEO }).getAttribute("href")).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  expect(await page.locator("iframe").count()).toBe(0);
  await context.close();
});

it("closes the header's dropdown on Escape, focus back on its title, and on a click elsewhere", async () => {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await openWatched(context, "/news");
  const menu = page.locator(".site-header details.nav-menu").first();
  const open = () => menu.evaluate((details) => (details as HTMLDetailsElement).open);
  await menu.locator("summary").click();
  expect(await open()).toBe(true);
  await page.keyboard.press("Escape");
  expect(await open()).toBe(false);
  expect(await menu.locator("summary").evaluate((summary) => summary === document.activeElement)).toBe(true);

  await menu.locator("summary").click();
  expect(await open()).toBe(true);
  await page.locator("main h1").click();
  expect(await open()).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});
