// The app's service worker: the app works offline once loaded, and a new version arrives.
// index.html is fetched network-first (a new build is seen at once when online); the other
// files are cache-first, and build.sh stamps VERSION so a new build replaces the old cache.
const VERSION = "coop-automa-dev";
const FILES = [
  "./", "./index.html", "./storage.js", "./manifest.json", "./manifest.pt-BR.json", "./coop-automa.js", "./coop-automa_bg.wasm",
  "./icon-192.png", "./icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const page = request.mode === "navigate" || url.pathname.endsWith("/index.html")
    || url.pathname.endsWith("/");
  if (page) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(VERSION).then((cache) => cache.put(request, copy));
          return response;
        })
        .catch(() => caches.match(request).then((hit) => hit || caches.match("./index.html"))));
  } else {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
