import { categoryModel } from "./category.server";

const model = categoryModel({
  table: "solution_category",
  itemTable: "solution",
  noun: "solution category",
  itemNoun: { one: "solution", many: "solutions" },
});

export const listSolutionCategories = model.list;
export const listSolutionCategoryOptions = model.listOptions;
export const listPublicSolutionCategories = model.listPublic;
export const getSolutionCategoryById = model.getById;
export const getSolutionCategoryBySlug = model.getBySlug;
export const getPublicSolutionCategoryBySlug = model.getPublicBySlug;
export const isSolutionCategorySlugTaken = model.isSlugTaken;
export const createSolutionCategory = model.create;
export const updateSolutionCategory = model.update;
export const deleteSolutionCategory = model.remove;
export const countSolutionsInCategory = model.countItems;
