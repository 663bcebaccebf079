import { ensureWebBuild } from '../../../../scripts/web-build.mjs';

// The page tests render with the real web app (its route table decides every page's address), so
// it is built first when missing or older than its sources, as `npm start` and the browser tests
// do. Projects set up one after the other, so it is built once.
export default function setup() {
  ensureWebBuild();
}
