import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronDown } from "~/components/ui/lucide";
import { doctorLinks } from "~/content/navigation";

/** SPEC: opens on hover or on click; also by keyboard (Enter/Space/ArrowDown), Escape closes. */
export function DoctorsMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A click right after hover-open should keep the menu open, not toggle it shut.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const focusItem = (index: number) => {
    const items = wrapper.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]");
    items?.[index]?.focus();
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="flex min-h-11 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-ink hover:text-ocean-700"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((v) => !v);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        Doctors
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <div id={menuId} hidden={!open} className="absolute top-full left-0 z-50 w-80 pt-2">
        <ul className="rounded-xl border border-seaglass-200 bg-white p-2 shadow-lg">
          {doctorLinks.map((doctor, index) => (
            <li key={doctor.to}>
              <Link
                data-menu-item
                to={doctor.to}
                className="block rounded-lg px-3 py-2 hover:bg-seaglass-100"
                onClick={() => setOpen(false)}
                onKeyDown={(event) => {
                  if (event.key === "ArrowDown") {
                    event.preventDefault();
                    focusItem((index + 1) % doctorLinks.length);
                  } else if (event.key === "ArrowUp") {
                    event.preventDefault();
                    focusItem((index - 1 + doctorLinks.length) % doctorLinks.length);
                  }
                }}
              >
                <span className="block font-semibold text-ocean-900">{doctor.label}</span>
                <span className="block text-sm text-muted">{doctor.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
