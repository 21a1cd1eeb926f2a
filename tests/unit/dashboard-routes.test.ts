import { describe, expect, it } from "vitest";
import { areas } from "@/lib/auth/permissions";
import {
  dashboardTabs,
  legacyDashboardUrl,
  privacyPath,
  tabPath,
  type DashboardAreaId,
} from "@/lib/dashboards/routes";

const ID = "3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c";

function moved(address: string): string | null {
  const url = new URL(address, "http://localhost");
  return legacyDashboardUrl(url.pathname, url.searchParams);
}

describe("dashboard addresses", () => {
  it("gives every area's first tab the area's own address, and every other tab a segment", () => {
    for (const area of Object.keys(dashboardTabs) as DashboardAreaId[]) {
      const [first, ...rest] = dashboardTabs[area];
      expect(first?.segment).toBeNull();
      for (const tab of rest) expect(tab.segment).toMatch(/^[a-z-]+$/);
      expect(tabPath(area, first?.id as never)).toBe(areas[area].path);
    }
    expect(tabPath("coordinator-dashboard", "tasks", ID)).toBe(
      `/coordinator-dashboard/tasks/${ID}`,
    );
    expect(privacyPath("log")).toBe("/admin-panel/privacy");
    expect(privacyPath("outbox")).toBe("/admin-panel/privacy/outbox");
  });

  it("sends each old ?tab= address to its tab, keeping filters and paging", () => {
    expect(moved("/doctor-dashboard?tab=messages&page=2")).toBe(
      "/doctor-dashboard/messages?page=2",
    );
    expect(moved("/doctor-dashboard?tab=appointments&status=confirmed&when=past")).toBe(
      "/doctor-dashboard/appointments?status=confirmed&when=past",
    );
    expect(moved("/doctor-dashboard?tab=overview")).toBe("/doctor-dashboard");
    expect(moved("/patient-dashboard?tab=appointments")).toBe("/patient-dashboard");
    expect(moved("/admin-panel?tab=users&q=asha&role=doctor")).toBe(
      "/admin-panel/users?q=asha&role=doctor",
    );
  });

  it("turns an opened request, conversation or privacy view into a path", () => {
    expect(moved(`/coordinator-dashboard?tab=tasks&request=${ID}&show=mine`)).toBe(
      `/coordinator-dashboard/tasks/${ID}?show=mine`,
    );
    expect(moved(`/coordinator-dashboard?tab=communications&with=${ID}`)).toBe(
      `/coordinator-dashboard/communications/${ID}`,
    );
    expect(moved(`/patient-dashboard?tab=messages&with=${ID}`)).toBe(
      `/patient-dashboard/messages/${ID}`,
    );
    expect(moved("/admin-panel?tab=privacy&view=outbox&page=3")).toBe(
      "/admin-panel/privacy/outbox?page=3",
    );
    expect(moved("/admin-panel?tab=privacy&view=log")).toBe("/admin-panel/privacy");
  });

  it("drops what is not an id, and sends an unknown tab to the first", () => {
    expect(moved("/coordinator-dashboard?tab=tasks&request=../../api/me")).toBe(
      "/coordinator-dashboard/tasks",
    );
    expect(moved("/doctor-dashboard?tab=nonsense&page=2")).toBe("/doctor-dashboard?page=2");
  });

  it("leaves every other address alone", () => {
    expect(moved("/doctor-dashboard")).toBeNull();
    expect(moved("/doctor-dashboard/messages?page=2")).toBeNull();
    expect(moved("/doctor-dashboard/messages?tab=reports")).toBeNull();
    expect(moved("/blog-management?tab=x")).toBeNull();
    expect(moved("/home?tab=users")).toBeNull();
  });
});
