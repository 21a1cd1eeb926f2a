import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf, type Refusal, useSubmitOnce } from "@/components/ui/form";
import { describedText } from "./dom";
import { deferred } from "./helpers";

function SendForm({ task }: { task: () => Promise<void> }) {
  const { pending, onSubmit } = useSubmitOnce();
  return (
    <form onSubmit={onSubmit(task)}>
      <button type="submit">{pending ? "Sending..." : "Send"}</button>
    </form>
  );
}

describe("useSubmitOnce", () => {
  it("sends once however often she presses while the first is on its way, then again after", async () => {
    const user = userEvent.setup();
    let request = deferred();
    const task = vi.fn(() => request.promise);
    render(<SendForm task={task} />);

    const button = screen.getByRole("button", { name: "Send" });
    await user.dblClick(button);
    await user.click(button);
    expect(task).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDefined();

    request.resolve();
    await screen.findByRole("button", { name: "Send" });

    request = deferred();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(task).toHaveBeenCalledTimes(2);
    request.resolve();
    await screen.findByRole("button", { name: "Send" });
  });

  it("keeps the browser from sending the form itself", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Probe() {
      const { onSubmit } = useSubmitOnce();
      return (
        <form
          onSubmit={(event) => {
            onSubmit(async () => {})(event);
            submitted(event.defaultPrevented);
          }}
        >
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Probe />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(submitted).toHaveBeenCalledWith(true);
  });
});

type Contact = { name: string; email: string };

/** A two-field form whose "Answer" button applies a refused action's field errors. */
function ContactForm({ refusal }: { refusal: Pick<Refusal, "fieldErrors"> }) {
  const form = useForm<Contact>({ defaultValues: { name: "", email: "" } });
  const field = fieldsOf("contact", form.formState.errors);
  return (
    <form>
      <Field {...field("name")} label="Name">
        <input {...form.register("name")} />
      </Field>
      <Field {...field("email")} label="Email">
        <input {...form.register("email")} />
      </Field>
      <button type="button" onClick={() => applyFieldErrors(form, refusal)}>
        Answer
      </button>
    </form>
  );
}

describe("applyFieldErrors", () => {
  it("shows the first message of each field under it and focuses the first field in error", async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        refusal={{
          fieldErrors: {
            email: ["This address is already registered", "A second message"],
            name: ["Please keep names under 50 characters"],
          },
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Answer" }));

    const email = screen.getByRole("textbox", { name: "Email" });
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(email)).toBe("This address is already registered");
    expect(screen.queryByText("A second message")).toBeNull();
    expect(describedText(name)).toBe("Please keep names under 50 characters");
    expect(document.activeElement).toBe(email);
  });

  it("ignores fields the form doesn't have and fields without a message", async () => {
    const user = userEvent.setup();
    render(<ContactForm refusal={{ fieldErrors: { role: ["Not allowed"], name: [] } }} />);
    await user.click(screen.getByRole("button", { name: "Answer" }));

    expect(screen.queryByText("Not allowed")).toBeNull();
    for (const label of ["Name", "Email"]) {
      expect(screen.getByRole("textbox", { name: label }).getAttribute("aria-invalid")).toBeNull();
    }
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Answer" }));
  });

  it("does nothing for a refusal without field errors", async () => {
    const user = userEvent.setup();
    render(<ContactForm refusal={{}} />);
    await user.click(screen.getByRole("button", { name: "Answer" }));
    expect(screen.getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBeNull();
  });
});
