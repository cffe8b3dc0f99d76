import { catalogItemModel } from "./catalog-item.server";

const model = catalogItemModel({ table: "solution", categoryTable: "solution_category", noun: "solution" });

export const listSolutions = model.list;
export const listPublicSolutions = model.listPublic;
export const getSolutionById = model.getById;
export const getSolutionBySlug = model.getBySlug;
export const getPublicSolutionBySlug = model.getPublicBySlug;
export const isSolutionSlugTaken = model.isSlugTaken;
export const createSolution = model.create;
export const updateSolution = model.update;
export const deleteSolution = model.remove;
