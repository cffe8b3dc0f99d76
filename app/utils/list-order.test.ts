import { movedIds, readListMove, sortOrdersFor } from "./list-order";

describe("a hand-ordered list's moves", () => {
  it("reads the posted move, naming the field when it is not one", () => {
    expect(readListMove("up", null)).toEqual({ direction: "up" });
    expect(readListMove("down", "7")).toEqual({ direction: "down" });
    expect(readListMove("to", "12")).toEqual({ target: 12 });
    expect(readListMove("sideways", null)).toEqual({ error: "Move: choose up or down." });
    expect(readListMove(undefined, null)).toEqual({ error: "Move: choose up or down." });
    expect(readListMove("to", "0")).toEqual({ error: "Target: name the row to move to." });
    expect(readListMove("to", "x1")).toEqual({ error: "Target: name the row to move to." });
  });

  it("moves a row one place, or to another row's place, and refuses past an end", () => {
    expect(movedIds([4, 2, 9], 2, { direction: "up" })).toEqual([2, 4, 9]);
    expect(movedIds([4, 2, 9], 2, { direction: "down" })).toEqual([4, 9, 2]);
    expect(movedIds([4, 2, 9, 5], 5, { target: 4 })).toEqual([5, 4, 2, 9]);
    expect(movedIds([4, 2, 9, 5], 4, { target: 9 })).toEqual([2, 9, 4, 5]);
    expect(movedIds([4, 2, 9], 4, { direction: "up" })).toBeNull();
    expect(movedIds([4, 2, 9], 9, { direction: "down" })).toBeNull();
    expect(movedIds([4, 2, 9], 3, { direction: "up" })).toBeNull();
    expect(movedIds([4, 2, 9], 4, { target: 3 })).toBeNull();
  });

  it("hands the distinct numbers out again, changing only the rows that moved", () => {
    const rows = [{ id: 4, sort_order: 1 }, { id: 2, sort_order: 5 }, { id: 9, sort_order: 7 }, { id: 5, sort_order: 20 }];
    expect([...sortOrdersFor(rows, [4, 9, 2, 5])]).toEqual([[9, 5], [2, 7]]);
    expect([...sortOrdersFor(rows, [5, 4, 2, 9])]).toEqual([[5, 1], [4, 5], [2, 7], [9, 20]]);
    expect(sortOrdersFor(rows, [4, 2, 9, 5]).size).toBe(0);
  });

  it("numbers a list with tied numbers afresh in tens", () => {
    const rows = [{ id: 1, sort_order: 0 }, { id: 2, sort_order: 0 }, { id: 3, sort_order: 10 }];
    expect([...sortOrdersFor(rows, [2, 1, 3])]).toEqual([[2, 10], [1, 20], [3, 30]]);
    expect([...sortOrdersFor([{ id: 1, sort_order: 10 }, { id: 2, sort_order: 10 }, { id: 3, sort_order: 30 }], [1, 3, 2])]).toEqual([[3, 20], [2, 30]]);
  });
});
