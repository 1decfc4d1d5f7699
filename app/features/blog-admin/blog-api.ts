import type { BlogAdminDetail, BlogUpdate } from "@shared/blog/blog-admin";
import { apiData } from "~/lib/api-client";

export const BLOG_POSTS_API = "/api/admin/blog-posts";

export const createDraft = (title?: string) =>
  apiData<BlogAdminDetail>(BLOG_POSTS_API, { method: "POST", body: title ? { title } : {} });

export const savePost = (id: number, body: BlogUpdate) =>
  apiData<BlogAdminDetail>(`${BLOG_POSTS_API}/${id}`, { method: "PUT", body });

export const autosavePost = (id: number, version: number, state: object) =>
  apiData<BlogAdminDetail>(`${BLOG_POSTS_API}/${id}/autosave`, {
    method: "PUT",
    body: { version, state },
  });

export type StatusAction = "publish" | "unpublish" | "archive" | "schedule";

export const changeStatus = (id: number, action: StatusAction, body: object) =>
  apiData<BlogAdminDetail>(`${BLOG_POSTS_API}/${id}/${action}`, { method: "POST", body });
