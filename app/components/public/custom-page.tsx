import { RichBody } from "./rich-body";

/** A custom page as visitors read it: the public page and the admin's preview of an unsaved form. */
export function CustomPageView({ page }: { page: { title: string; body: string } }) {
  return (
    <article>
      <header className="page-header container">
        <h1>{page.title}</h1>
      </header>
      <div className="container page-body">
        <RichBody html={page.body} />
      </div>
    </article>
  );
}
