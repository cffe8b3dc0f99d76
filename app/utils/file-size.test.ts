import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("says bytes, KB or MB with at most one decimal", () => {
    expect(formatFileSize(100)).toBe("100 bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(6_310)).toBe("6.2 KB");
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
