// The page's Content-Security-Policy allows no eval. Zod would otherwise compile its object
// parsers with `new Function`, and even its check whether it may is reported as a violation.
// Zod reads this global setting when it loads, and each schema when it is made: a classic
// script in the page's head runs before the app's modules, so it comes first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
