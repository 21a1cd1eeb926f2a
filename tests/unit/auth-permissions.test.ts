import { describe, expect, it } from "vitest";
import { chrome } from "@/content/chrome";
import { chrome as hindiChrome } from "@/content/hi/chrome";
import {
  areaForPath,
  areaIds,
  areas,
  can,
  canEnterArea,
  homeAreaFor,
  permissions,
  roles,
  type Permission,
  type Role,
} from "@/lib/auth/permissions";

describe("areaForPath", () => {
  it("finds each area by its path and anything below it", () => {
    for (const id of areaIds) {
      expect(areaForPath(areas[id].path)).toBe(id);
      expect(areaForPath(`${areas[id].path}/`)).toBe(id);
      expect(areaForPath(`${areas[id].path}/some/deeper/page`)).toBe(id);
    }
  });

  it("matches whole segments only", () => {
    expect(areaForPath("/admin-panelx")).toBeNull();
    expect(areaForPath("/patient-dashboards")).toBeNull();
    expect(areaForPath("/blog-management-old/x")).toBeNull();
  });

  it("leaves public pages alone", () => {
    for (const path of ["/", "/home", "/blog", "/blog/some-post", "/sign-in", "/admin"]) {
      expect(areaForPath(path)).toBeNull();
    }
  });
});

describe("canEnterArea", () => {
  const expected: Record<Role, string[]> = {
    patient: ["patient-dashboard"],
    doctor: ["doctor-dashboard", "blog-management"],
    coordinator: ["coordinator-dashboard", "blog-management"],
    owner: ["admin-panel", "blog-management"],
  };

  it.each(roles)("lets a %s into exactly her areas", (role) => {
    const entered = areaIds.filter((area) => canEnterArea(role, area));
    expect(entered.sort()).toEqual([...expected[role]].sort());
  });

  it("names the required role as the access guard shows it", () => {
    expect(areas["admin-panel"].requiredRole).toBe("owner");
    expect(areas["blog-management"].requiredRole).toBe("owner, doctor or coordinator");
  });
});

describe("homeAreaFor", () => {
  it("sends each role to her own dashboard, which she may enter", () => {
    expect(homeAreaFor("patient")).toBe("patient-dashboard");
    expect(homeAreaFor("doctor")).toBe("doctor-dashboard");
    expect(homeAreaFor("coordinator")).toBe("coordinator-dashboard");
    expect(homeAreaFor("owner")).toBe("admin-panel");
    for (const role of roles) expect(canEnterArea(role, homeAreaFor(role))).toBe(true);
  });
});

describe("the header's name for her area", () => {
  it("is the area's own title in English, and there is one in every language for every role", () => {
    for (const role of roles) {
      expect(chrome.account.areaTitles[role]).toBe(areas[homeAreaFor(role)].title);
      expect(hindiChrome.account.areaTitles[role]).toMatch(/\p{Script=Devanagari}/u);
    }
  });
});

describe("can", () => {
  const table: Array<[Permission, Role[]]> = [
    ["profile.update-own", ["owner", "doctor", "coordinator", "patient"]],
    ["profile.update-any", ["owner"]],
    ["profile.change-role", ["owner"]],
    ["user.set-status", ["owner"]],
    ["user.delete", ["owner"]],
    ["content.write", ["owner", "doctor", "coordinator"]],
    ["content.approve", ["owner"]],
    ["content.moderate", ["owner"]],
    ["privacy.own", ["patient"]],
    ["language.own", ["patient"]],
    ["breach.record", ["owner"]],
    ["appointment.view", ["owner", "doctor", "coordinator"]],
    ["appointment.update-status", ["owner", "doctor", "coordinator"]],
    ["appointment.reschedule", ["owner", "coordinator"]],
    ["appointment.reassign", ["owner", "coordinator"]],
    ["appointment.self-service", ["patient"]],
    ["request.handle", ["owner", "coordinator"]],
    ["doctor.hours", ["owner", "doctor"]],
    ["message.mark-read", ["doctor"]],
    ["message.reply", ["doctor"]],
    ["message.send", ["owner", "doctor", "coordinator", "patient"]],
    ["message.read-thread", ["owner", "doctor", "coordinator", "patient"]],
    ["message.quick-question", ["patient"]],
    ["report.upload", ["doctor"]],
    ["report.download", ["patient", "doctor"]],
    ["booking.claim", ["patient"]],
    ["email.verify-own", ["patient"]],
    ["visit.join", ["patient", "doctor"]],
  ];

  it.each(table)("allows %s to exactly %j", (permission, allowed) => {
    for (const role of roles) expect(can(role, permission)).toBe(allowed.includes(role));
  });

  it("covers every permission in the table", () => {
    expect(Object.keys(permissions).sort()).toEqual(table.map(([p]) => p).sort());
  });

  it("never lets a patient write or moderate content", () => {
    expect(can("patient", "content.write")).toBe(false);
    expect(can("patient", "content.approve")).toBe(false);
    expect(can("doctor", "content.approve")).toBe(false);
    expect(can("coordinator", "content.moderate")).toBe(false);
  });
});
