import { useEffect, useId, useState } from "react";
import { pageWords } from "~/components/sections/page-words";
import { heroCarouselSlides, heroCopy } from "~/content/hero";
import type { homeCopy } from "~/content/pages";
import type { HeroSlide } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { ROTATION_CONTROL_ATTRIBUTE, useCarousel } from "~/lib/use-carousel";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";
import { Illustration } from "../ui/illustration";

export type HeroCarouselSlide = HeroSlide & { groupLabel: string; dotLabel: string };

type Hero = { heading: string; slides: HeroCarouselSlide[]; copy: typeof homeCopy.hero };
type Props = Partial<Hero> & { language?: string };

const englishHero: Hero = { heading: heroCopy.heading, slides: heroCarouselSlides, copy: heroCopy };

const controlClass = "carousel-control";

/**
 * The id of the hero's last part (its controls): the home page's first paint waits until the
 * parser has reached it (site-layout.astro's `paintAfter`), so it shows the whole first slide.
 */
export const HERO_END_ID = "hero-controls";

/**
 * The home hero (docs/requirements.md "The home page"): four slides with arrows, dots and an 8 s
 * auto-advance, built on the WAI-ARIA APG carousel pattern — a labelled region with a pause/play
 * control, slides as labelled groups, hidden slides inert, and a live region that speaks only when
 * rotation has stopped.
 *
 * Headings: the page's one h1 is the stable line above the slides (who we are and what we do). Slide
 * titles rotate, so none of them can name the page; they are h2s, and only the visible one is exposed.
 *
 * LCP: the first slide is plain, visible markup in the pre-rendered HTML. Only later changes animate.
 *
 * The page gives it only its language: English words and slides come from hero.ts, in the island's
 * own cached bundle, another language's from the page's island words (components/sections/page-words.ts),
 * rather than serialised into the page's HTML (ADR 022). Tests may pass their own.
 */
export function HeroCarousel({ language, ...given }: Props) {
  const { heading, slides, copy } = { ...(pageWords(language)?.hero ?? englishHero), ...given };
  const carousel = useCarousel(slides.length);
  const slidesId = useId();
  // The other slides' pictures (~50 SVG elements each) and their buttons' icons are drawn once the
  // island is awake: until then those slides are invisible and cannot be shown (ADR 019: less to
  // lay out on load); their words stay, so the slides' shared cell is as tall as it will be.
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);

  return (
    <div className="hero-backdrop relative isolate overflow-hidden text-white">
      <Container className="py-12 sm:py-16 lg:py-20">
        <h1 className="inline-flex items-center gap-2.5 rounded-2xl border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-semibold text-accent-300 sm:rounded-full">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-warm-400" />
          {heading}
        </h1>

        <section
          aria-roledescription={copy.roleDescription}
          aria-label={copy.label}
          className="mt-8 sm:mt-10"
          {...carousel.regionProps}
        >
          <div
            id={slidesId}
            aria-live={carousel.rotating ? "off" : "polite"}
            // pan-y leaves vertical scrolling to the browser and hands horizontal swipes to us.
            className="grid touch-pan-y"
            {...carousel.swipeProps}
          >
            {slides.map((slide, index) => {
              const active = index === carousel.index;
              const leaving = !active && index === carousel.leavingIndex;
              return (
                // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role="group"; a fieldset is for form controls
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription={copy.slideRoleDescription}
                  aria-label={slide.groupLabel}
                  aria-hidden={active ? undefined : true}
                  inert={!active}
                  className={cn(
                    "hero-slide",
                    !active && "invisible",
                    active &&
                      carousel.leavingIndex !== null &&
                      (carousel.direction === "next"
                        ? "animate-[carousel-in-from-right_0.8s_ease-in-out]"
                        : "animate-[carousel-in-from-left_0.8s_ease-in-out]"),
                    leaving &&
                      (carousel.direction === "next"
                        ? "animate-[carousel-out-to-left_0.8s_ease-in-out]"
                        : "animate-[carousel-out-to-right_0.8s_ease-in-out]"),
                  )}
                >
                  <div>
                    <h2 className="hero-title">{slide.title}</h2>
                    <p className="mt-5 max-w-xl text-lg leading-8 text-navy-100">{slide.subtitle}</p>
                    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                      {slide.buttons.map((button) => (
                        <ButtonLink
                          key={button.to}
                          to={button.to}
                          variant={button.variant}
                          size="lg"
                          data-cta={button.cta}
                        >
                          {awake || index === 0 ? (
                            <Icon name={button.icon} className="size-5" />
                          ) : (
                            // Until then a hidden slide's button keeps its icon's room only.
                            <span className="size-5 shrink-0" />
                          )}
                          {button.label}
                        </ButtonLink>
                      ))}
                    </div>
                  </div>
                  <div className="relative w-full sm:max-w-lg lg:max-w-none">
                    <div aria-hidden="true" className="hero-glow" />
                    {awake || index === 0 ? (
                      <Illustration
                        image={slide.image}
                        className="rounded-3xl shadow-2xl ring-1 ring-white/15"
                        width={640}
                        height={400}
                        loading="eager"
                      />
                    ) : (
                      // The picture's box, so that the slides' shared cell is as tall as with it.
                      <div className="aspect-[8/5] w-full" />
                    )}
                  </div>
                </div>
              );
            })}
          </div>

          <div id={HERO_END_ID} className="mt-10 flex items-center justify-center gap-2 sm:justify-start sm:gap-3">
            <button
              type="button"
              // Its icon (pause, or play while stopped) and the arrows' are drawn by CSS (`icon-after` in app.css).
              className={cn(
                controlClass,
                "icon-after",
                carousel.playing ? "[--icon:var(--icon-pause)]" : "[--icon:var(--icon-play)]",
              )}
              onClick={carousel.togglePlaying}
              aria-label={carousel.playing ? copy.pause : copy.play}
              {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }}
            />
            <StepButton
              icon="[--icon:var(--icon-chevron-left)]"
              onClick={carousel.previous}
              controls={slidesId}
              label={copy.previous}
            />
            <div className="flex items-center gap-1 px-1">
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className="dot-button hero-dot"
                  onClick={() => carousel.goTo(index)}
                  aria-controls={slidesId}
                  aria-label={slide.dotLabel}
                  aria-current={index === carousel.index ? "true" : undefined}
                />
              ))}
            </div>
            <StepButton
              icon="[--icon:var(--icon-chevron-right)]"
              onClick={carousel.next}
              controls={slidesId}
              label={copy.next}
            />
          </div>
        </section>
      </Container>
    </div>
  );
}

/** The previous or next arrow: a round control whose chevron CSS draws (`icon-after` in app.css). */
function StepButton({
  icon,
  onClick,
  controls,
  label,
}: {
  icon: string;
  onClick: () => void;
  controls: string;
  label: string;
}) {
  return (
    <button
      type="button"
      className={cn(controlClass, "icon-after", icon)}
      onClick={onClick}
      aria-controls={controls}
      aria-label={label}
    />
  );
}
