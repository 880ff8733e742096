#!/usr/bin/env python3
"""Writes the screens of the Interface Builder benchmark (docs/BENCHMARKS.md, "A real-sized
Interface Builder file"): an account settings screen of 50 views and 100 constraints.

  make_account_screen.py NIBTOOL        (from Benchmarks/Screens; NIBTOOL: a built nibtool)

Account.xib is written as Xcode 12-15 writes a view controller's screen: a tools version,
Xcode's ids, frames in points solved for an iPhone 8 (375x667), constraints on the nearest
common ancestor (firstItem left out when it is the holder), safe-area constraints, font
descriptions, sRGB and system colours with their <resources>, the device and canvas location.
AccountNibKit.xib is the same screen in NibKit's own dialect, written by NibKit from
Account.xib (`nibtool convert --stdout`): the same views and
constraints, in cells.
"""

import os
import random
import subprocess
import sys

VIEWS = 50
CONSTRAINTS = 100

_ids = random.Random(17)
_used = set()


def xcode_id():
    """An id as Xcode makes them: 3-2-3 letters and digits (iN0-l3-epB)."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    while True:
        text = "-".join("".join(_ids.choice(alphabet) for _ in range(n)) for n in (3, 2, 3))
        if text not in _used:
            _used.add(text)
            return text


def number(value):
    """Points as Xcode writes them: 0.0, 20, 17.5."""
    return "0.0" if value == 0 else ("%g" % value)


def srgb(r, g, b, a=1):
    return 'red="%s" green="%s" blue="%s" alpha="%s" colorSpace="custom" customColorSpace="sRGB"' % (r, g, b, a)


def system(name):
    return 'systemColor="%s"' % name


class View:
    """One view as Xcode writes it: its element, attributes, frame in points, value elements,
    subviews and the constraints it holds."""

    def __init__(self, element, frame, attributes="", inner=None, label=None, ident=None):
        self.element = element
        self.id = ident or xcode_id()
        self.frame = frame
        self.attributes = attributes
        self.inner = inner or []
        self.label = label
        self.subviews = []
        self.constraints = []
        self.top_level = False

    def add(self, *views):
        self.subviews.extend(views)
        return views[0] if len(views) == 1 else views

    def write(self, out, indent):
        pad = " " * indent
        attributes = self.attributes
        if not self.top_level:
            attributes += ' translatesAutoresizingMaskIntoConstraints="NO"'
        label = ' userLabel="%s"' % self.label if self.label else ""
        out.append('%s<%s %s id="%s"%s>' % (pad, self.element, attributes.strip(), self.id, label))
        x, y, w, h = self.frame
        out.append('%s    <rect key="frame" x="%s" y="%s" width="%s" height="%s"/>' % (pad, number(x), number(y), number(w), number(h)))
        if self.top_level:
            out.append('%s    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>' % pad)
        if self.subviews:
            out.append("%s    <subviews>" % pad)
            for view in self.subviews:
                view.write(out, indent + 8)
            out.append("%s    </subviews>" % pad)
        if self.top_level:
            out.append('%s    <viewLayoutGuide key="safeArea" id="%s"/>' % (pad, SAFE_AREA))
        # Xcode's order: the background colour, the constraints, the other values, the connections.
        background = [entry for entry in self.inner if 'key="backgroundColor"' in entry]
        connections = [entry for entry in self.inner if entry.startswith("<connections")]
        values = [entry for entry in self.inner if entry not in background and entry not in connections]
        lines = background[:]
        if self.constraints:
            lines += ["<constraints>"] + ["    " + constraint for constraint in self.constraints] + ["</constraints>"]
        lines += values + connections
        out.extend("%s    %s" % (pad, line) for line in "\n".join(lines).splitlines())
        if self.top_level:
            out.append('%s    <point key="canvasLocation" x="132" y="-11.244377811094454"/>' % pad)
        out.append("%s</%s>" % (pad, self.element))

    def all(self):
        yield self
        for view in self.subviews:
            yield from view.all()


SAFE_AREA = "vUN-kp-3ea"
ROOT = "iN0-l3-epB"


def constrain(holder, first, first_attribute, second=None, second_attribute=None, constant=0, relation=None, priority=None, multiplier=None):
    """A constraint on `holder` (the nearest common ancestor), as Xcode writes it: firstItem
    left out when it is the holder; a constant only when not 0."""
    parts = []
    if first is not holder:
        parts.append('firstItem="%s"' % first.id)
    parts.append('firstAttribute="%s"' % first_attribute)
    if relation:
        parts.append('relation="%s"' % relation)
    if second is not None:
        parts.append('secondItem="%s"' % (second if isinstance(second, str) else second.id))
        parts.append('secondAttribute="%s"' % second_attribute)
    if multiplier:
        parts.append('multiplier="%s"' % multiplier)
    if constant:
        parts.append('constant="%s"' % number(constant))
    if priority:
        parts.append('priority="%d"' % priority)
    parts.append('id="%s"' % xcode_id())
    holder.constraints.append("<constraint %s/>" % " ".join(parts))


def font(size, weight=None):
    kind = 'type="system" weight="%s"' % weight if weight else 'type="system"'
    return '<fontDescription key="fontDescription" %s pointSize="%s"/>' % (kind, number(size))


def label(frame, text, size=17, weight=None, color=system("labelColor"), alignment="natural", label=None):
    return View("label", frame,
                'opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
                'verticalHuggingPriority="251" text="%s" textAlignment="%s" lineBreakMode="tailTruncation" '
                'baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO"' % (text, alignment),
                [font(size, weight), '<color key="textColor" %s/>' % color, '<nil key="highlightedColor"/>'], label=label)


def action(selector, event="touchUpInside"):
    return ('<connections>\n    <action selector="%s" destination="-2" eventType="%s" id="%s"/>\n</connections>'
            % (selector, event, xcode_id()))


def button(frame, title, selector, bold=False, label=None):
    return View("button", frame,
                'opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
                'contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation"',
                [font(15, "semibold" if bold else None), '<state key="normal" title="%s"/>' % title, action(selector)], label=label)


def text_field(frame, placeholder, content_type, secure=False):
    traits = '<textInputTraits key="textInputTraits" textContentType="%s"%s/>' % (
        content_type, ' secureTextEntry="YES"' if secure else "")
    return View("textField", frame,
                'opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" '
                'contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" '
                'placeholder="%s" textAlignment="natural" minimumFontSize="17"' % placeholder,
                [font(14), traits])


def stack(frame, axis=None, spacing=8, distribution=None, alignment=None, label=None):
    attributes = 'opaque="NO" contentMode="scaleToFill"'
    if axis:
        attributes += ' axis="%s"' % axis
    if distribution:
        attributes += ' distribution="%s"' % distribution
    if alignment:
        attributes += ' alignment="%s"' % alignment
    attributes += ' spacing="%s"' % number(spacing)
    return View("stackView", frame, attributes, label=label)


def plain(frame, color=None, label=None):
    inner = ['<color key="backgroundColor" %s/>' % color] if color else []
    return View("view", frame, 'contentMode="scaleToFill"', inner, label=label)


def account_screen():
    """The screen: a header (avatar, name, edit), a form in a stack view (five fields, a
    switch, a slider, a stepper, a segmented control), storage, notes, buttons and a footer."""
    root = View("view", (0, 0, 375, 667), 'contentMode="scaleToFill"',
                ['<color key="backgroundColor" %s/>' % system("systemBackgroundColor")], ident=ROOT)
    root.top_level = True

    avatar = root.add(plain((20, 28, 40, 40), srgb(0.20392156862745098, 0.47058823529411764, 0.96470588235294119), "Avatar"))
    initials = avatar.add(label((10, 10, 20, 20.5), "JA", 17, "semibold", srgb(1, 1, 1)))
    constrain(avatar, initials, "centerX", avatar, "centerX")
    constrain(avatar, initials, "centerY", avatar, "centerY")
    constrain(avatar, initials, "leading", avatar, "leading", 4, relation="greaterThanOrEqual")
    constrain(avatar, avatar, "trailing", initials, "trailing", 4, relation="greaterThanOrEqual")
    constrain(avatar, avatar, "width", constant=40)
    constrain(avatar, avatar, "height", constant=40)
    constrain(root, avatar, "leading", SAFE_AREA, "leading", 20)
    constrain(root, avatar, "top", SAFE_AREA, "top", 8)

    title = root.add(label((72, 28, 222.5, 29), "Jane Appleseed", 24, "bold", label="Name"))
    edit = root.add(button((314, 33, 41, 30), "Edit", "edit:"))
    subtitle = root.add(label((72, 57, 283, 18), "jane@example.com", 15, color=system("secondaryLabelColor")))
    constrain(root, title, "leading", avatar, "trailing", 12)
    constrain(root, title, "top", avatar, "top")
    constrain(root, edit, "leading", title, "trailing", 8, relation="greaterThanOrEqual")
    constrain(root, SAFE_AREA_ITEM, "trailing", edit, "trailing", 20)
    constrain(root, edit, "centerY", avatar, "centerY")
    constrain(root, subtitle, "leading", title, "leading")
    constrain(root, subtitle, "top", title, "bottom")
    constrain(title, title, "height", constant=29)
    constrain(subtitle, subtitle, "height", constant=18)
    constrain(edit, edit, "width", constant=44, relation="greaterThanOrEqual")
    constrain(edit, edit, "height", constant=44)
    constrain(root, SAFE_AREA_ITEM, "trailing", subtitle, "trailing", 20)

    form = root.add(stack((20, 88, 335, 386), axis="vertical", spacing=8, label="Form"))
    constrain(root, form, "top", avatar, "bottom", 20)
    constrain(root, form, "leading", SAFE_AREA, "leading", 20)
    constrain(root, SAFE_AREA_ITEM, "trailing", form, "trailing", 20)

    fields = [("Name", "Full name", "name", False), ("Email", "you@example.com", "email", False),
              ("Phone", "+1 555 0100", "tel", False), ("Username", "jane", "username", False),
              ("Password", "Required", "password", True)]
    labels = []
    y = 0
    for caption, placeholder, content_type, secure in fields:
        row = form.add(stack((0, y, 335, 34), spacing=8, alignment="center"))
        caption_label = row.add(label((0, 7, 96, 20.5), caption, 15))
        field = row.add(text_field((104, 0, 231, 34), placeholder, content_type, secure))
        constrain(field, field, "height", constant=34)
        if labels:
            constrain(form, caption_label, "width", labels[0], "width")
        else:
            constrain(caption_label, caption_label, "width", constant=96)
        labels.append(caption_label)
        y += 42
    forgot = form.add(button((0, y, 335, 30), "Forgot password?", "resetPassword:"))
    constrain(forgot, forgot, "height", constant=30)
    y += 38

    two_factor = form.add(plain((0, y, 335, 31), label="Two-factor row"))
    two_factor_label = two_factor.add(label((0, 5, 200, 20.5), "Two-factor authentication", 15))
    switch = two_factor.add(View("switch", (286, 0, 51, 31),
                                 'opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" '
                                 'verticalHuggingPriority="750" contentHorizontalAlignment="center" '
                                 'contentVerticalAlignment="center" on="YES"', [action("toggleTwoFactor:", "valueChanged")]))
    constrain(two_factor, two_factor_label, "leading", two_factor, "leading")
    constrain(two_factor, two_factor_label, "centerY", two_factor, "centerY")
    constrain(two_factor, switch, "leading", two_factor_label, "trailing", 8, relation="greaterThanOrEqual")
    constrain(two_factor, two_factor, "trailing", switch, "trailing")
    constrain(two_factor, switch, "top", two_factor, "top")
    constrain(two_factor, two_factor, "bottom", switch, "bottom")
    constrain(switch, switch, "width", constant=49)
    y += 39

    text_size = form.add(stack((0, y, 335, 30), spacing=8, alignment="center", label="Text size row"))
    text_size_label = text_size.add(label((0, 5, 96, 20.5), "Text size", 15))
    slider = text_size.add(View("slider", (102, 0, 183, 31),
                                'opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
                                'contentVerticalAlignment="center" value="17" minValue="12" maxValue="28"',
                                ['<color key="minimumTrackTintColor" %s/>' % system("systemBlueColor"),
                                 action("textSizeChanged:", "valueChanged")]))
    size_value = text_size.add(label((291, 5, 44, 20.5), "17 pt", 15, color=system("secondaryLabelColor"), alignment="right"))
    constrain(form, text_size_label, "width", labels[0], "width")
    constrain(size_value, size_value, "width", constant=44)
    constrain(slider, slider, "width", constant=120, relation="greaterThanOrEqual")
    constrain(slider, slider, "height", constant=30)
    y += 38

    devices = form.add(plain((0, y, 335, 32), label="Devices row"))
    devices_label = devices.add(label((0, 6, 62, 20.5), "Devices", 15))
    count = devices.add(label((70, 6, 10, 20.5), "2", 15, color=system("secondaryLabelColor")))
    stepper = devices.add(View("stepper", (241, 0, 94, 32),
                               'opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" '
                               'verticalHuggingPriority="750" contentHorizontalAlignment="center" '
                               'contentVerticalAlignment="center" value="2" maximumValue="10"',
                               [action("devicesChanged:", "valueChanged")]))
    constrain(devices, devices_label, "leading", devices, "leading")
    constrain(devices, devices_label, "centerY", devices, "centerY")
    constrain(devices, count, "leading", devices_label, "trailing", 8)
    constrain(devices, count, "firstBaseline", devices_label, "firstBaseline")
    constrain(devices, devices, "trailing", stepper, "trailing")
    constrain(devices, stepper, "top", devices, "top")
    constrain(devices, devices, "bottom", stepper, "bottom")
    constrain(stepper, stepper, "width", constant=94)
    y += 40

    theme = form.add(View("segmentedControl", (0, y, 335, 32),
                          'opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" '
                          'contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0"',
                          ["<segments>", '    <segment title="System"/>', '    <segment title="Light"/>',
                           '    <segment title="Dark"/>', "</segments>", action("themeChanged:", "valueChanged")]))
    constrain(theme, theme, "height", constant=31)

    hint = root.add(label((20, 478, 335, 16), "Your email is used to sign in.", 13, color=system("secondaryLabelColor")))
    constrain(root, hint, "top", form, "bottom", 4)
    constrain(root, hint, "leading", form, "leading")
    constrain(root, hint, "trailing", form, "trailing")
    constrain(hint, hint, "height", constant=16)

    storage = root.add(label((20, 502, 62, 20.5), "Storage", 15, "semibold"))
    detail = root.add(label((243, 502, 112, 20.5), "2.1 GB of 5 GB", 15, color=system("secondaryLabelColor")))
    progress = root.add(View("progressView", (20, 530.5, 335, 4),
                             'opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.41999998688697815"',
                             ['<color key="progressTintColor" %s/>' % srgb(0.20392156862745098, 0.78039215686274508, 0.34901960784313724)]))
    constrain(root, storage, "top", hint, "bottom", 8)
    constrain(root, storage, "leading", form, "leading")
    constrain(root, detail, "trailing", form, "trailing")
    constrain(root, detail, "firstBaseline", storage, "firstBaseline")
    constrain(root, detail, "leading", storage, "trailing", 8, relation="greaterThanOrEqual")
    constrain(detail, detail, "width", constant=60, relation="greaterThanOrEqual")
    constrain(root, progress, "top", storage, "bottom", 8)
    constrain(root, progress, "leading", form, "leading")
    constrain(root, progress, "trailing", form, "trailing")
    constrain(progress, progress, "height", constant=4)

    notes = root.add(label((20, 546.5, 44, 18), "Notes", 15, "semibold"))
    notes_text = root.add(View("textView", (20, 572.5, 335, 40),
                               'clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" '
                               'textAlignment="natural"',
                               ['<string key="text">Prefers email. Travelling until the 14th.</string>',
                                '<color key="textColor" %s/>' % system("labelColor"), font(14),
                                '<textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>']))
    constrain(root, notes, "top", progress, "bottom", 12)
    constrain(root, notes, "leading", form, "leading")
    constrain(root, form, "trailing", notes, "trailing", relation="greaterThanOrEqual")
    constrain(root, notes_text, "top", notes, "bottom", 8)
    constrain(root, notes_text, "leading", form, "leading")
    constrain(root, notes_text, "trailing", form, "trailing")
    constrain(notes_text, notes_text, "height", constant=40, relation="greaterThanOrEqual")
    constrain(notes_text, notes_text, "height", constant=96, priority=250)

    error = root.add(label((20, 620.5, 200, 18), "Could not reach the server.", 13, color=system("systemRedColor")))
    spinner = root.add(View("activityIndicatorView", (335, 620, 20, 20),
                            'opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" '
                            'verticalHuggingPriority="750" hidesWhenStopped="YES" style="medium"'))
    constrain(root, error, "top", notes_text, "bottom", 8)
    constrain(root, error, "leading", form, "leading")
    constrain(root, spinner, "centerY", error, "centerY")
    constrain(root, spinner, "trailing", form, "trailing")
    constrain(root, spinner, "leading", error, "trailing", 8, relation="greaterThanOrEqual")
    constrain(spinner, spinner, "width", constant=20)
    constrain(spinner, spinner, "height", constant=20)

    buttons = root.add(stack((20, 646.5, 335, 30), spacing=12, distribution="fillEqually", label="Buttons"))
    for caption, selector, bold in [("Help", "showHelp:", False), ("Cancel", "cancel:", False), ("Save", "save:", True)]:
        each = buttons.add(button((0, 0, 103.5, 30), caption, selector, bold))
        constrain(each, each, "width", constant=64, relation="greaterThanOrEqual")
    constrain(root, buttons, "top", error, "bottom", 8)
    constrain(root, buttons, "leading", form, "leading")
    constrain(root, buttons, "trailing", form, "trailing")

    separator = root.add(plain((0, 684.5, 375, 1), system("separatorColor"), "Separator"))
    constrain(root, separator, "top", buttons, "bottom", 8)
    constrain(root, separator, "leading", root, "leading")
    constrain(root, root, "trailing", separator, "trailing")
    constrain(separator, separator, "height", constant=1)

    footer = root.add(button((20, 693.5, 121, 30), "Terms of Service", "showTerms:"))
    version = root.add(label((236, 700.5, 119, 16), "Version 2.4 (118)", 13, color=system("tertiaryLabelColor")))
    constrain(root, footer, "top", separator, "bottom", 8)
    constrain(root, footer, "leading", SAFE_AREA, "leading", 20)
    constrain(footer, footer, "height", constant=30)
    constrain(root, SAFE_AREA_ITEM, "bottom", footer, "bottom", 8, relation="greaterThanOrEqual")
    constrain(root, version, "firstBaseline", footer, "firstBaseline")
    constrain(root, SAFE_AREA_ITEM, "trailing", version, "trailing", 20)
    constrain(root, version, "leading", footer, "trailing", 8, relation="greaterThanOrEqual")
    return root


class _SafeArea:
    """The root's safe area as the first item of a constraint held by the root."""
    id = SAFE_AREA


SAFE_AREA_ITEM = _SafeArea()


def document(root):
    views = list(root.all())
    constraints = sum(len(view.constraints) for view in views)
    if len(views) != VIEWS or constraints != CONSTRAINTS:
        sys.exit("the screen has %d views and %d constraints, not %d and %d" % (len(views), constraints, VIEWS, CONSTRAINTS))
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES">',
        '    <device id="retina4_7" orientation="portrait" appearance="light"/>',
        "    <dependencies>",
        '        <deployment identifier="iOS"/>',
        '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>',
        '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>',
        '        <capability name="System colors in document resources" minToolsVersion="11.0"/>',
        '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>',
        "    </dependencies>",
        "    <objects>",
        '        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner">',
        "            <connections>",
        '                <outlet property="view" destination="%s" id="%s"/>' % (ROOT, xcode_id()),
        "            </connections>",
        "        </placeholder>",
        '        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>',
    ]
    root.write(out, 8)
    out += ["    </objects>", "    <resources>"]
    used = sorted({part.split('"')[1] for view in views for line in view.inner for part in line.split("systemColor=")[1:]})
    colors = {
        "labelColor": '<color red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
        "secondaryLabelColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>',
        "tertiaryLabelColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.29803921568627451" colorSpace="custom" customColorSpace="sRGB"/>',
        "separatorColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.28999999999999998" colorSpace="custom" customColorSpace="sRGB"/>',
        "systemBackgroundColor": '<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>',
        "systemBlueColor": '<color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
        "systemRedColor": '<color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    }
    for name in used:
        out += ['        <systemColor name="%s">' % name, "            " + colors[name], "        </systemColor>"]
    out += ["    </resources>", "</document>", ""]
    return "\n".join(out)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_account_screen.py NIBTOOL")
    here = os.path.dirname(os.path.abspath(__file__))
    xcode = os.path.join(here, "Account.xib")
    with open(xcode, "w") as f:
        f.write(document(account_screen()))
    result = subprocess.run([sys.argv[1], "convert", "--stdout", xcode], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    nibkit = result.stdout
    with open(os.path.join(here, "AccountNibKit.xib"), "w") as f:
        f.write(nibkit)


if __name__ == "__main__":
    main()
