import { Outlet } from "@remix-run/react";

/** The public layout: header, navigation and footer around every public page. */
export default function PublicLayout() {
  return (
    <>
      <header className="site-header">
        <div className="container">
          <a href="/">Home</a>
        </div>
      </header>
      <main id="main" className="container">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container" />
      </footer>
    </>
  );
}
