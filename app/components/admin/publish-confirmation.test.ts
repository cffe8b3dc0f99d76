import { altFieldToWrite, publishNotes } from "./publish-confirmation";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const SEARCH = /no search description/;
const ALT = /no alternative text/;

describe("publishNotes", () => {
  it("notes an empty body, tags alone being empty, but not a picture alone nor a page's sections", () => {
    for (const body of ["", "<p><br></p>", " <p> &nbsp;</p> "]) expect(publishNotes(form({ body, seo_description: "Said" })), body).toEqual([expect.stringMatching(/text is empty/)]);
    expect(publishNotes(form({ body: "<p>Words</p>", seo_description: "Said" }))).toEqual([]);
    expect(publishNotes(form({ body: '<p><img src="/media/4/a.png" alt="A"></p>', seo_description: "Said" }))).toEqual([]);
    expect(publishNotes(form({ body: "", sections: "", seo_description: "Said" }))).toEqual([]);
  });

  it("says nothing of a form that has both, or has neither field", () => {
    expect(publishNotes(form({ title: "A", seo_description: "Said", cover_image_id: "4", cover_image_alt: "A harbour" }))).toEqual([]);
    expect(publishNotes(form({ title: "A" }))).toEqual([]);
  });

  it("names an empty search description, spaces counting as empty", () => {
    const notes = publishNotes(form({ seo_description: "   " }));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(SEARCH);
  });

  it("names a chosen picture without alternative text, from the library or a new file", () => {
    expect(publishNotes(form({ cover_image_id: "4", cover_image_alt: "" }))[0]).toMatch(ALT);
    const file = new File([new Uint8Array([1, 2, 3])], "harbour.png", { type: "image/png" });
    expect(publishNotes(form({ cover_image_id: "", cover_image_file: file, cover_image_alt: " " }))[0]).toMatch(ALT);
  });

  it("asks for no words for an image field with no picture chosen, and an empty file input, but says the item has no picture", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(publishNotes(form({ cover_image_id: "", cover_image_file: empty, cover_image_alt: "" }))).toEqual([expect.stringMatching(/has no picture/)]);
    expect(publishNotes(form({ image_id: "" }))).toEqual([expect.stringMatching(/has no picture/)]);
    // Another picture field (a story's logo) left empty is nothing to say.
    expect(publishNotes(form({ logo_id: "", logo_alt: "" }))).toEqual([]);
  });

  it("says each thing once, however many pictures lack their text", () => {
    const notes = publishNotes(form({ seo_description: "", a_id: "1", a_alt: "", b_id: "2", b_alt: "" }));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(SEARCH);
    expect(notes[1]).toMatch(ALT);
  });
});

describe("altFieldToWrite", () => {
  it("names the first chosen picture's empty alternative-text field, to be asked for beside the question", () => {
    const file = new File([new Uint8Array([1, 2, 3])], "harbour.png", { type: "image/png" });
    expect(altFieldToWrite(form({ a_id: "1", a_alt: "A quay", cover_image_id: "", cover_image_file: file, cover_image_alt: " " }))).toBe("cover_image_alt");
    expect(altFieldToWrite(form({ a_id: "1", a_alt: "", b_id: "2", b_alt: "" }))).toBe("a_alt");
  });

  it("names none when every chosen picture has its text, or no picture is chosen", () => {
    expect(altFieldToWrite(form({ cover_image_id: "4", cover_image_alt: "A harbour" }))).toBeNull();
    expect(altFieldToWrite(form({ cover_image_id: "", cover_image_alt: "" }))).toBeNull();
    expect(altFieldToWrite(form({ title: "A" }))).toBeNull();
  });
});
