import {
  createSolutionCategory, deleteSolutionCategory, getSolutionCategoryById, listSolutionCategories, updateSolutionCategory,
} from "~/models/solution-category.server";
import { categoryResource } from "./categories.server";

/** `solution-categories`: the admin's Solution Category screen and /api/admin/solution-categories. */
export const solutionCategories = categoryResource({
  name: "solution-categories",
  entity: "solution_category",
  label: { one: "solution category", many: "solution categories" },
  model: {
    list: listSolutionCategories,
    getById: getSolutionCategoryById,
    create: createSolutionCategory,
    update: updateSolutionCategory,
    remove: deleteSolutionCategory,
  },
});
