"""Tests for the kernel-free explorers: every combination has a picture, and the links tie controls to it."""

import ipywidgets as w
import matplotlib.pyplot as plt
import pytest
from ipywidgets.embed import embed_data

from boardpuzzles.book import widgets
from boardpuzzles.book.plotting import distances_picture
from boardpuzzles.book.widgets import (
    STATIC_SITE_VARIABLE,
    explorer,
    live_explorer,
    live_stepper,
    precomputed_explorer,
    step_through,
    stepper,
)
from boardpuzzles.search import SearchBudgetExceeded


def links_from(box, control):
    """Return (target model id, target trait) of every jslink from ``control``, read from the page's embedded state."""
    state = embed_data(views=[box])["manager_state"]["state"]
    source = f"IPY_MODEL_{control.model_id}"
    return [tuple(m["state"]["target"]) for m in state.values()
            if m["model_name"] == "LinkModel" and m["state"]["source"][0] == source]


def leaves(stack, depth):
    if depth == 0:
        return [stack]
    return [leaf for child in stack.children for leaf in leaves(child, depth - 1)]


def test_every_combination_gets_its_own_picture_and_every_stack_is_linked():
    box = precomputed_explorer(lambda a, b: f"a={a} b={b}", {"a": [1, 2, 3], "b": ["x", "y"]},
                               initial={"a": 2, "b": "y"})
    slider_a, slider_b, pictures = box.children
    assert (slider_a.index, slider_b.index) == (1, 1)
    texts = [leaf.value for leaf in leaves(pictures, 2)]
    combinations = [(a, b) for a in [1, 2, 3] for b in "xy"]
    assert len(texts) == 6 and all(f"a={a} b={b}" in t for t, (a, b) in zip(texts, combinations))
    assert links_from(box, slider_a) == [(f"IPY_MODEL_{pictures.model_id}", "selected_index")]
    targets = links_from(box, slider_b)
    assert sorted(targets) == sorted((f"IPY_MODEL_{stack.model_id}", "selected_index") for stack in pictures.children)


def test_figures_become_png_images_and_identical_pictures_share_a_widget():
    def render(n):
        fig, ax = plt.subplots(figsize=(1, 1))
        ax.plot([0, 1], [0, n % 2])
        return fig

    box = precomputed_explorer(render, {"n": [1, 2, 3]})
    images = box.children[1].children
    assert all(isinstance(i, w.Image) and i.value[:8] == b"\x89PNG\r\n\x1a\n" for i in images)
    assert images[0] is images[2] and images[0] is not images[1]


def test_value_errors_from_render_are_shown_as_messages():
    def render(n):
        if n > 2:
            raise ValueError(f"n must be at most 2, got {n}")
        return "fine"

    box = precomputed_explorer(render, {"n": [1, 2, 3]})
    assert "n must be at most 2, got 3" in box.children[1].children[2].value


@pytest.mark.parametrize(
    "controls, initial, message",
    [
        ({"n": []}, None, "needs at least one option"),
        ({"n": [1, 2]}, {"n": 5}, "initial value 5"),
        ({"a": range(100), "b": range(201)}, None, "at most 20,000 combinations, got 20,100"),
    ],
)
def test_bad_explorer_requests_are_refused(controls, initial, message):
    with pytest.raises(ValueError, match=message):
        precomputed_explorer(lambda **kw: "x", controls, initial=initial)


def test_step_through_links_play_slider_and_frames():
    box = step_through(["a", "b", "c"], start=1)
    (play, slider), stack = box.children[0].children, box.children[1]
    assert play.max == slider.max == 2 and stack.selected_index == 1
    assert links_from(box, play) == [(f"IPY_MODEL_{slider.model_id}", "value")]
    assert links_from(box, slider) == [(f"IPY_MODEL_{stack.model_id}", "selected_index")]
    with pytest.raises(ValueError, match="at least one frame"):
        step_through([])


@pytest.mark.parametrize("start", [-1, 3])
def test_step_through_refuses_a_start_outside_the_frames(start):
    with pytest.raises(ValueError, match=f"start frame must be between 0 and 2, got {start}"):
        step_through(["a", "b", "c"], start=start)


def test_pictures_must_be_figures_png_bytes_or_messages():
    with pytest.raises(TypeError, match="got int"):
        precomputed_explorer(lambda n: n, {"n": [1, 2]})


def test_labelled_options_name_the_slider_values_and_underscores_become_spaces():
    box = precomputed_explorer(lambda board_size: f"n = {board_size}", {"board_size": [("small", 3), ("big", 8)]},
                               initial={"board_size": 8})
    slider, pictures = box.children
    assert slider.description == "board size"
    assert [label for label, _ in slider.options] == ["small", "big"] and slider.index == 1
    assert "n = 8" in pictures.children[1].value


def test_step_through_turns_figures_into_png_frames():
    figures = []
    for n in range(2):
        fig, ax = plt.subplots(figsize=(1, 1))
        ax.plot([0, 1], [n, 0])
        figures.append(fig)
    stack = step_through(figures, label="move").children[1]
    assert [frame.value[:8] for frame in stack.children] == [b"\x89PNG\r\n\x1a\n"] * 2
    assert not plt.get_fignums()  # each figure was closed once it became a picture


def test_pictures_are_shown_at_half_the_size_they_are_drawn():
    explorer = precomputed_explorer(lambda n: distances_picture([[0] * n] * n, cell=20), {"n": [2, 3]},
                                    initial={"n": 2})
    images = [widget for widget in explorer.children[-1].children if isinstance(widget, w.Image)]
    assert images and all(int(image.width) * 2 == int.from_bytes(image.value[16:20], "big") for image in images)


def test_only_real_pictures_count_against_the_cap(monkeypatch):
    monkeypatch.setattr(widgets, "MAX_PICTURES", 50)
    # 10 * 10 = 100 combinations, of which only 45 are pictures (k < n) and 55 are one message
    box = precomputed_explorer(lambda n, k: "past the end" if k >= n else distances_picture([[n, k], [k, n]], cell=8),
                               {"n": range(10), "k": range(10)})
    images = {id(leaf) for stack in box.children[-1].children for leaf in stack.children if isinstance(leaf, w.Image)}
    assert len(images) == 45
    with pytest.raises(ValueError, match="at most 50 different pictures"):
        precomputed_explorer(lambda n, k: distances_picture([[n, k], [k, n]], cell=8),
                             {"n": range(10), "k": range(10)})


@pytest.mark.parametrize("cap, allowed", [(45, True), (44, False)])
def test_the_cap_allows_exactly_its_number_of_pictures(monkeypatch, cap, allowed):
    monkeypatch.setattr(widgets, "MAX_PICTURES", cap)

    def build():  # 45 different pictures, and 55 combinations that are one message
        return precomputed_explorer(
            lambda n, k: "past the end" if k >= n else distances_picture([[n, k], [k, n]], cell=8),
            {"n": range(10), "k": range(10)})

    if allowed:
        assert isinstance(build(), w.VBox)
    else:
        with pytest.raises(ValueError, match="at most 44 different pictures"):
            build()


def test_a_live_explorer_draws_each_picture_when_a_slider_moves():
    drawn = []

    def render(n, a):
        drawn.append((n, a))
        if a > n:
            raise ValueError(f"a step of {a} does not fit on a {n}×{n} board")
        return distances_picture([[a] * n] * n, cell=10)

    box = live_explorer(render, {"n": range(1, 51), "a": range(1, 51)}, initial={"n": 30, "a": 2})
    n_slider, a_slider, area = box.children
    assert drawn == [(30, 2)] and isinstance(area.children[0], w.Image)
    n_slider.value = 50
    assert drawn[-1] == (50, 2) and int(area.children[0].width) == 50 * 10 + 24
    a_slider.value = 51 - 1
    n_slider.value = 3
    assert drawn[-1] == (3, 50) and "does not fit on a 3×3 board" in area.children[0].value
    with pytest.raises(ValueError, match="initial value 99"):
        live_explorer(render, {"n": range(1, 51)}, initial={"n": 99})


def test_a_live_stepper_draws_only_the_frames_shown():
    drawn = []
    box = live_stepper(lambda k: drawn.append(k) or f"frame {k}", count=1023, start=5)
    (play, slider), area = box.children.__getitem__(0).children, box.children[1]
    slider.value = 1022
    assert drawn == [5, 1022] and "frame 1022" in area.children[0].value and play.max == 1022
    for count, start, message in [(0, 0, "at least one step"), (3, 3, "between 0 and 2")]:
        with pytest.raises(ValueError, match=message):
            live_stepper(str, count=count, start=start)


def test_the_build_precomputes_and_a_kernel_computes_live(monkeypatch):
    monkeypatch.setenv(STATIC_SITE_VARIABLE, "1")
    static = explorer(lambda n: f"n = {n}", {"n": [1, 2]}, live={"n": range(1, 100)})
    steps = stepper(lambda k: f"step {k}", count=4)
    assert isinstance(static.children[-1], w.Stack) and len(static.children[0].options) == 2
    assert isinstance(steps.children[-1], w.Stack) and len(steps.children[-1].children) == 4
    monkeypatch.delenv(STATIC_SITE_VARIABLE)
    live = explorer(lambda n: f"n = {n}", {"n": [1, 2]}, live={"n": range(1, 100)})
    steps = stepper(lambda k: f"step {k}", count=4)
    assert isinstance(live.children[-1], w.Box) and len(live.children[0].options) == 99
    assert not isinstance(steps.children[-1], w.Stack)


def test_a_search_out_of_budget_reads_as_a_sentence():
    def render(n):
        raise SearchBudgetExceeded("the pruned search", 1_000)

    box = live_explorer(render, {"n": [9]})
    assert "stopped after its budget of 1,000 nodes" in box.children[-1].children[0].value


def test_a_live_explorer_shows_a_figure_as_a_picture():
    def render(n):
        fig = plt.figure(figsize=(2, 2))
        fig.subplots().plot(range(n))
        return fig

    box = live_explorer(render, {"n": [2, 3]})
    image = box.children[-1].children[0]
    assert isinstance(image, w.Image) and image.value[:4] == b"\x89PNG"


def test_a_play_button_runs_the_named_control_on_the_website():
    box = precomputed_explorer(lambda n, step: f"{n}:{step}", {"n": [3, 4], "step": range(5)},
                               initial={"step": 2}, play="step")
    n_slider, (play, step_slider) = box.children[0], box.children[1].children
    assert isinstance(play, w.Play) and (play.min, play.max, play.value) == (0, 4, 2)
    assert links_from(box, play) == [(f"IPY_MODEL_{step_slider.model_id}", "index")]
    assert not links_from(box, n_slider)[0][0].endswith(play.model_id)


def test_a_play_button_in_a_kernel_draws_each_step_it_takes(monkeypatch):
    monkeypatch.delenv(STATIC_SITE_VARIABLE, raising=False)
    drawn = []
    box = explorer(lambda n, step: drawn.append((n, step)) or f"{n}:{step}",
                   {"n": [3], "step": range(3)}, live={"n": [3, 4], "step": range(16)}, play="step")
    (play, step_slider), area = box.children[1].children, box.children[2]
    assert play.max == 15
    play.value = 7
    assert step_slider.value == 7 and drawn[-1] == (3, 7) and area.children[0].value.endswith("3:7</p>")


@pytest.mark.parametrize("build", [precomputed_explorer, live_explorer])
def test_play_must_name_a_control(build):
    with pytest.raises(ValueError, match=r"play must name one of the controls \['n'\], got 'step'"):
        build(str, {"n": [1, 2]}, play="step")
