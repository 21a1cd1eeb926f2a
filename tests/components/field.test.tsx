import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "@/components/ui/field";
import { describedText } from "./dom";

describe("Field", () => {
  it("names the control by its label and reads the description with it", () => {
    render(
      <Field id="profile-phone" label="Phone" description="Only the care team uses it.">
        <input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input.id).toBe("profile-phone");
    expect(describedText(input)).toBe("Only the care team uses it.");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("marks the control invalid and reads the error after the description", () => {
    render(
      <Field
        id="profile-phone"
        label="Phone"
        description="Only the care team uses it."
        error="Please enter your phone number"
      >
        <input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input)).toBe("Only the care team uses it. Please enter your phone number");
  });

  it("reads other descriptions between the hint and the error", () => {
    render(
      <>
        <Field
          id="bio"
          label="About you"
          description="A line or two."
          error="Too long"
          describedBy="bio-count"
        >
          <textarea />
        </Field>
        <p id="bio-count">2010 of 2000 characters</p>
      </>,
    );
    expect(describedText(screen.getByRole("textbox", { name: "About you" }))).toBe(
      "A line or two. 2010 of 2000 characters Too long",
    );
  });

  it("reads a description the control names itself first, then the field's", () => {
    render(
      <>
        <Field id="code" label="Code" description="Six digits." error="Wrong code">
          <input aria-describedby="code-help" />
        </Field>
        <p id="code-help">Sent to your phone.</p>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Code" });
    expect(describedText(input)).toBe("Sent to your phone. Six digits. Wrong code");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("leaves a plain control with neither description nor error undescribed", () => {
    render(
      <Field id="city" label="City">
        <input />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "City" }).hasAttribute("aria-describedby")).toBe(
      false,
    );
  });

  it("hands the ids and aria attributes to a control laid out by a function", () => {
    render(
      <Field id="terms" error="Please tick this box">
        {(control) => (
          <label>
            <input type="checkbox" {...control} />I agree
          </label>
        )}
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.id).toBe("terms");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(box)).toBe("Please tick this box");
  });
});
