import { readerAddress } from "./reader-address";

it("names a public site's host and the path, without the scheme", () => {
  expect(readerAddress("https://www.northwind.com", "/news-details/our-new-plant")).toBe("www.northwind.com/news-details/our-new-plant");
  expect(readerAddress("https://northwind.co.uk:8443/", "/customer-stories/hamm")).toBe("northwind.co.uk:8443/customer-stories/hamm");
});

it("gives the path alone for a host no reader can reach", () => {
  for (const site of ["http://localhost:4810", "http://127.0.0.1:3000", "http://[::1]:3000", "http://intranet", "http://cms.local", "http://site.test", "http://northwind.example", "not a URL", ""]) {
    expect(readerAddress(site, "/news-details/our-new-plant")).toBe("/news-details/our-new-plant");
  }
});
