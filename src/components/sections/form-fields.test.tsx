import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { englishForms } from "~/content/forms";
import { type InquiryForm, inquiryForms } from "~/lib/forms";
import { choice, describeForm, text } from "~/lib/forms/fields";
import { FormFields } from "./form-fields";

const words = {
  home: englishForms.homeInquiryCopy.fields,
  contact: englishForms.contactFormCopy.fields,
  strategy: englishForms.strategyFormCopy.fields,
};

describe("FormFields", () => {
  it.each(Object.values(inquiryForms))("renders the $id form's fields in the order its description gives", (form) => {
    const { container } = render(
      <form>
        <FormFields
          definition={form}
          state={{ values: form.empty, errors: {}, setField: () => {} }}
          words={words[form.id] as never}
          optionalLabel="optional"
        />
      </form>,
    );
    const controls = [...container.querySelectorAll("input, textarea, select")];
    expect(controls.map((control) => control.getAttribute("name"))).toEqual([...form.fields]);
    for (const control of controls) {
      const field = (form.described as Record<string, { required?: string }>)[control.getAttribute("name") ?? ""];
      expect(control.hasAttribute("required")).toBe(field?.required !== undefined);
    }
  });

  it("renders a choice with its options' words, in the description's order, and reports the pick", () => {
    const sample = describeForm("sample", {
      name: text({ label: "Name", column: "name", required: "fullNameRequired" }),
      size: choice({
        label: "Company size",
        required: "subjectRequired",
        options: [
          ["1-49", "1–49"],
          ["1000+", "1,000+"],
        ],
        wide: true,
      }),
    });
    const setField = vi.fn();
    render(
      <FormFields
        definition={sample as unknown as InquiryForm}
        state={{ values: sample.empty, errors: { size: "Pick a size." } as never, setField }}
        words={
          {
            name: { label: "Your name" },
            size: {
              label: "Company size",
              placeholder: "Choose a size",
              options: { "1000+": "1 000+", "1-49": "1–49" },
            },
          } as never
        }
        optionalLabel="optional"
        wideClassName="wide"
      />,
    );
    const select = screen.getByRole("combobox", { name: "Company size" });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Choose a size",
      "1–49",
      "1 000+",
    ]);
    expect(select).toHaveAccessibleDescription("Pick a size.");
    expect(select.closest(".wide")).not.toBeNull();
    fireEvent.change(select, { target: { value: "1000+" } });
    expect(setField).toHaveBeenCalledWith("size", "1000+");
  });
});
