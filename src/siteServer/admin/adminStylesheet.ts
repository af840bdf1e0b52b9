// The inbox's only stylesheet, served from memory: no build step, and no file to find next to a bundled server.
export const adminStylesheet = `
:root {
  --navy: #14284b;
  --teal: #0f766e;
  --teal-dark: #0b5d56;
  --teal-light: #7fe3d5;
  --ink: #1f2933;
  --muted: #52606d;
  --line: #d9e2ec;
  --wash: #f4f7fa;
  color-scheme: light;
  font-family: "Pretendard", "Malgun Gothic", "Apple SD Gothic Neo", sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff; line-height: 1.6; word-break: keep-all; overflow-wrap: anywhere; }
a { color: var(--teal); text-underline-offset: 0.15em; }
a:hover { color: var(--teal-dark); }
:focus-visible { outline: 3px solid var(--teal); outline-offset: 2px; }
p { margin: 0 0 0.75rem; }
h1 { margin: 0 0 1.25rem; color: var(--navy); font-size: 1.5rem; line-height: 1.35; }

.skip-link { position: absolute; left: 1rem; top: -4rem; z-index: 1; padding: 0.5rem 1rem; background: #fff; color: var(--navy); font-weight: 700; }
.skip-link:focus { top: 0.5rem; }

.admin-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.75rem clamp(1rem, 4vw, 2rem); background: var(--navy); color: #fff; }
.admin-header :focus-visible { outline-color: var(--teal-light); }
.brand { margin: 0; font-size: 1.0625rem; font-weight: 700; }
.brand a { color: #fff; text-decoration: none; }
.admin-header form { margin: 0; }

main { max-width: 76rem; margin: 0 auto; padding: 1.75rem clamp(1rem, 4vw, 2rem) 3rem; }
main:focus { outline: none; }

.button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.5rem 1.125rem; border: 1px solid var(--teal); border-radius: 0.375rem; background: var(--teal); color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.button:hover { background: var(--teal-dark); border-color: var(--teal-dark); color: #fff; }
.button-quiet { background: #fff; color: var(--teal); }
.button-quiet:hover { background: #e6f6f4; color: var(--teal-dark); }
.button-on-navy { background: transparent; border-color: #fff; color: #fff; }
.button-on-navy:hover { background: rgba(255, 255, 255, 0.12); border-color: #fff; }

.panel { max-width: 40rem; }
.panel-narrow { max-width: 24rem; }
.stack { display: grid; gap: 1rem; }
.field label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
input[type="text"], input[type="password"], input[type="search"] { width: 100%; min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid #7b8794; border-radius: 0.375rem; background: #fff; color: var(--ink); font: inherit; }
input[aria-invalid="true"] { border-color: #b42318; }
.alert { margin-bottom: 1.25rem; padding: 0.75rem 1rem; border-left: 4px solid #b42318; background: #fef3f2; color: #7a271a; }
.alert p { margin: 0; }
.notice { margin-bottom: 1.25rem; padding: 0.75rem 1rem; border-left: 4px solid var(--teal); background: #e6f6f4; }
.notice p:last-child { margin-bottom: 0; }
.signed-in { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.signed-in p { margin: 0; }
.command { overflow-x: auto; margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.375rem; background: var(--wash); border: 1px solid var(--line); font-size: 0.9375rem; }

.toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; flex: 1 1 22rem; max-width: 36rem; }
.search label { width: 100%; font-weight: 600; }
.search input { flex: 1 1 12rem; width: auto; }
.filters ul { display: flex; flex-wrap: wrap; gap: 0.375rem; margin: 0; padding: 0; list-style: none; }
.filters a { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0.25rem 1rem; border: 1px solid var(--line); border-radius: 999px; color: var(--ink); text-decoration: none; }
.filters a:hover { border-color: var(--teal); }
.filters a[aria-current="page"] { border-color: var(--teal); background: var(--teal); color: #fff; font-weight: 600; }
.summary { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; margin-bottom: 0.75rem; }
.summary p { margin: 0; }
.empty { padding: 2rem 1rem; border: 1px dashed var(--line); border-radius: 0.5rem; color: var(--muted); text-align: center; }

.table-scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 0.5rem; }
/* break-word, unlike the body's anywhere, does not shrink a column below its longest word: names stay whole on a phone. */
table { width: 100%; min-width: 56rem; border-collapse: collapse; font-size: 0.9375rem; overflow-wrap: break-word; }
caption { padding: 0.75rem 1rem; color: var(--navy); font-weight: 700; text-align: left; }
th, td { padding: 0.625rem 0.75rem; border-top: 1px solid var(--line); text-align: left; vertical-align: top; }
thead th { background: var(--wash); color: var(--navy); white-space: nowrap; }
tbody th { font-weight: 600; }
tbody tr:hover { background: #f8fbfb; }
tr.is-handled { color: var(--muted); }
.number, .nowrap { white-space: nowrap; }
.number { font-variant-numeric: tabular-nums; }
.badges { display: inline-flex; flex-wrap: wrap; gap: 0.25rem; }
.badge { display: inline-block; padding: 0 0.5rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
.badge-open { background: #e0f5f2; color: var(--teal-dark); }
.badge-handled { background: #e9eef3; color: #3e4c59; }
.badge-unsent { background: #fff1de; color: #8a4b00; }
.handled-note { display: block; margin-top: 0.25rem; font-size: 0.8125rem; white-space: nowrap; }

.pagination { display: flex; align-items: center; justify-content: center; gap: 1.25rem; margin-top: 1.25rem; }
.pagination a { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 0.75rem; }

.back { margin-bottom: 0.5rem; }
.details { display: grid; grid-template-columns: minmax(7rem, max-content) 1fr; gap: 0.75rem 1.5rem; margin: 0 0 1.5rem; padding: 1.25rem; border: 1px solid var(--line); border-radius: 0.5rem; }
.details dt { color: var(--navy); font-weight: 700; }
.details dd { margin: 0; }
.message { white-space: pre-wrap; }
.aside { color: var(--muted); }

@media (max-width: 40rem) {
  h1 { font-size: 1.3rem; }
  .details { grid-template-columns: 1fr; gap: 0.25rem; padding: 1rem; }
  .details dd + dt { margin-top: 0.75rem; }
}

.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin-bottom: 1.5rem; }
.actions form { margin: 0; }
.button-danger { background: #b42318; border-color: #b42318; }
.button-danger:hover { background: #912018; border-color: #912018; }
.notice { margin-bottom: 1.25rem; padding: 0.75rem 1rem; border-left: 4px solid var(--teal); background: #e6f6f4; color: #0b4f49; }
.notice-inline { margin: 0; color: var(--teal-dark); font-weight: 600; }
.warning { margin-bottom: 1.25rem; padding: 0.75rem 1rem; border-left: 4px solid #b42318; background: #fef3f2; color: #7a271a; }
.memo { max-width: 40rem; padding-top: 1.25rem; border-top: 1px solid var(--line); }
.memo .actions { margin-bottom: 0; }
textarea { width: 100%; padding: 0.5rem 0.75rem; border: 1px solid #7b8794; border-radius: 0.375rem; background: #fff; color: var(--ink); font: inherit; resize: vertical; }
.mail-failure { margin-top: 0.25rem; }
.mail-failure p { margin: 0 0 0.25rem; }
.mail-failure summary { color: var(--teal); cursor: pointer; }
.mail-failure code { display: block; margin-top: 0.25rem; padding: 0.5rem 0.75rem; border-radius: 0.375rem; background: var(--wash); font-size: 0.875rem; }

/* Below 600 px the table's eight columns cannot fit: each inquiry becomes a card and nothing scrolls sideways. */
.inquiry-cards { display: none; margin: 0; padding: 0; list-style: none; }
.card { padding: 0.75rem 1rem; border: 1px solid var(--line); border-radius: 0.5rem; }
.card.is-handled { color: var(--muted); }
.card p { margin: 0; }
.card-title a { display: inline-block; padding: 0.25rem 0; font-weight: 700; }
.card-meta { font-size: 0.875rem; }
.card-message { margin-top: 0.25rem; }
@media (width < 37.5rem) {
  .table-scroll { display: none; }
  .inquiry-cards { display: grid; gap: 0.75rem; }
}
`;
