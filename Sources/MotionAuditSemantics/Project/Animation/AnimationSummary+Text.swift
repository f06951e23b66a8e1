import AnimationFiles
import Foundation

extension AnimationSummary {
  /// The summary for people, one line each (indented lines belong to the line above): what
  /// `motion-audit inspect` prints under the file's name.
  package var textLines: [String] {
    switch self {
    case .lottie(let lottie):
      return ["Lottie JSON animation" + lottie.titleSuffix] + lottie.detailLines
    case .dotLottie(let archive):
      var lines = ["dotLottie archive, manifest version \(archive.manifestVersion)"]
      if let generator = archive.generator { lines[0] += " (generator \(quoted(generator)))" }
      lines.append("Animations (\(archive.animations.count)):")
      for animation in archive.animations {
        var settings: [String] = []
        if animation.id == archive.initialAnimation?.id { settings.append("initial") }
        if !animation.isListedInManifest { settings.append("not in the manifest") }
        switch animation.loop {
        case .forever?: settings.append("loops forever")
        case .never?: settings.append("plays once")
        case .count(let count)?: settings.append("loops \(count) times")
        case nil: if archive.manifestVersion == 1 { settings.append("loop not set (plays once)") }
        }
        if let mode = animation.mode { settings.append("mode \(mode)") }
        if let speed = animation.speed { settings.append("speed \(format(speed))") }
        if let direction = animation.direction { settings.append("direction \(direction)") }
        if let autoplay = animation.autoplay {
          settings.append("autoplay \(autoplay ? "on" : "off")")
        }
        lines.append(
          "  \(quoted(animation.id))"
            + (settings.isEmpty ? "" : ": " + settings.joined(separator: ", ")))
        lines += animation.animation.detailLines.map { "    " + $0 }
      }
      return lines
    case .rive(let rive):
      return rive.textLines
    }
  }

  /// What to do under Reduce Motion for a file like this one: said once per run by `inspect`,
  /// however many files need it, under the files' own facts.
  package var reduceMotionAdvice: [String] {
    switch self {
    case .lottie(let lottie): [lottie.reduceMotionAdvice]
    case .dotLottie(let archive):
      archive.animations.map(\.animation.reduceMotionAdvice).reduce(into: []) {
        if !$0.contains($1) { $0.append($1) }
      }
    case .rive(let rive):
      rive.reducedMotionSwitches.isEmpty
        ? [
          "A Rive file with no boolean input or view-model boolean for reduced motion plays as it "
            + "is: pause the view or show a still under Reduce Motion yourself."
        ]
        : [
          "Set a Rive file's reduced-motion input or view-model boolean from the Reduce Motion "
            + "setting, and again when it changes."
        ]
    }
  }
}

extension LottieSummary {
  fileprivate var titleSuffix: String {
    (name.map { " " + quoted($0) } ?? "") + ", version \(version)"
  }

  fileprivate var reduceMotionAdvice: String {
    reducedMotionMarker != nil
      ? "lottie-ios (4.3 and later) plays a Lottie file's \"reduced motion\" marker instead of "
        + "the whole animation when Reduce Motion is on."
      : "lottie-ios plays a Lottie file without a \"reduced motion\" marker whole, even when "
        + "Reduce Motion is on: pause it or show a still yourself."
  }

  /// Markers that start before the first frame, or start or end past the last: players cannot
  /// play them as marked.
  fileprivate var markersOutsideTheAnimation: [Marker] {
    let tolerance = 0.001
    return markers.filter { marker in
      let end = marker.startFrame + marker.durationFrames
      return marker.startFrame < firstFrame - tolerance || marker.startFrame >= lastFrame
        || end > lastFrame + tolerance
    }
  }

  fileprivate var detailLines: [String] {
    var lines = [
      "Duration: \(format(durationSeconds)) s (frames \(format(firstFrame)) to "
        + "\(format(lastFrame)) at \(format(frameRate)) fps); size \(format(width)) × "
        + "\(format(height)); \(plural(layerCount, "layer"))"
    ]
    if markers.isEmpty {
      lines.append("Markers: none")
    } else {
      lines.append(
        "Markers (\(markers.count)): "
          + markers.map { marker in
            let end = marker.startFrame + marker.durationFrames
            return "\(quoted(marker.name)) \(format(marker.startFrame))–\(format(end))"
          }.joined(separator: ", "))
    }
    let outside = markersOutsideTheAnimation
    if !outside.isEmpty {
      lines.append(
        "Markers outside the animation (frames \(format(firstFrame)) to \(format(lastFrame))): "
          + outside.map { marker in
            "\(quoted(marker.name)) \(format(marker.startFrame))–"
              + format(marker.startFrame + marker.durationFrames)
          }.joined(separator: ", ") + "; a player cannot play them as marked: check their frames")
    }
    lines.append("Movement: " + movement.textPhrase)
    if let marker = reducedMotionMarker {
      lines.append("Reduce Motion: marker \(quoted(marker.name)) is present")
    } else {
      lines.append("Reduce Motion: no \"reduced motion\" marker")
    }
    return lines
  }
}

extension RiveSummary {
  fileprivate var textLines: [String] {
    var lines = ["Rive file, format \(majorVersion).\(minorVersion)"]
    if artboards.isEmpty { lines.append("Artboards: none") }
    for artboard in artboards {
      lines.append(
        "Artboard \(quoted(artboard.name)) (\(format(artboard.width)) × \(format(artboard.height)))"
      )
      if !artboard.animations.isEmpty {
        lines.append("  Animations:")
        for animation in artboard.animations {
          // The length it plays for, at its own speed; the length at speed 1 in the details.
          let seconds =
            (animation.playingSeconds ?? animation.durationSeconds).map { "\(format($0)) s" }
            ?? "no length (0 fps)"
          var details = "\(animation.durationFrames) frames at \(animation.fps) fps"
          if let area = animation.workArea {
            details += ", work area \(area.lowerBound)–\(area.upperBound)"
          }
          if animation.speed != 1 {
            details += ", speed \(format(animation.speed))"
            if let length = animation.durationSeconds {
              details += "; \(format(length)) s at speed 1"
            }
          }
          lines.append(
            "    \(quoted(animation.name)): \(seconds) \(animation.loop.rawValue) (\(details))"
              + (animation.movement.map { $0.movesContent ? "; moves content: \($0.phrase)" : "" }
                ?? ""))
        }
      }
      for machine in artboard.stateMachines {
        let inputs = machine.inputs.map { input in
          switch input.kind {
          case .boolean(let value): "\(quoted(input.name)) (boolean, default \(value))"
          case .number(let value): "\(quoted(input.name)) (number, default \(format(value)))"
          case .trigger: "\(quoted(input.name)) (trigger)"
          }
        }
        lines.append(
          "  State machine \(quoted(machine.name)): "
            + (inputs.isEmpty ? "no inputs" : "inputs " + inputs.joined(separator: ", ")))
      }
      if !artboard.events.isEmpty {
        lines.append(
          "  Events: "
            + artboard.events.map { event in
              "\(quoted(event.name)) (\(event.kind)" + (event.url.map { " \($0)" } ?? "") + ")"
            }.joined(separator: ", "))
      }
    }
    for model in viewModels {
      var line = "View model \(quoted(model.name)): "
      line +=
        model.properties.isEmpty
        ? "no properties"
        : "properties "
          + model.properties.map { "\(quoted($0.name)) (\($0.kind))" }.joined(separator: ", ")
      if !model.instances.isEmpty {
        line += "; instances " + model.instances.map { quoted($0) }.joined(separator: ", ")
      }
      lines.append(line)
    }
    let switches = reducedMotionSwitches
    if switches.isEmpty {
      lines.append(
        "Reduce Motion: no boolean input or view-model boolean named for reduced motion")
    } else {
      lines.append(
        "Reduce Motion: set "
          + switches.map { "\($0.kindDescription) \(quoted($0.name)) of \(quoted($0.owner))" }
          .joined(separator: " or ") + " from the Reduce Motion setting.")
    }
    let triggers = self.triggers
    lines.append(
      "Triggers: "
        + (triggers.isEmpty
          ? "none"
          : triggers.map { "\(quoted($0.name)) (\($0.kindDescription) of \(quoted($0.owner)))" }
            .joined(separator: ", ")))
    let ends = endSignals
    if !ends.isEmpty {
      lines.append(
        "End of intro: await "
          + ends.map { "\($0.kindDescription) \(quoted($0.name)) of \(quoted($0.owner))" }
          .joined(separator: " or ") + ".")
    }
    for artboard in artboards {
      guard let length = artboard.introLength else { continue }
      // A mascot's one-shot reactions are not an intro: say so unless the names say intro.
      let isIntro =
        MotionNaming.isIntroName(artboard.name)
        || artboard.stateMachines.contains { MotionNaming.isIntroName($0.name) }
      guard isIntro else { continue }
      lines.append(
        "Intro length (\(quoted(artboard.name))): "
          + "\(format(length.seconds)) s, its longest "
          + "one-shot animation (\(quoted(length.animation)))"
          + (ends.isEmpty ? "; with no end trigger, wait this long." : "."))
    }
    let repeating = repeatingAnimations
    if !repeating.isEmpty {
      lines.append(
        "Plays forever: "
          + repeating.map { "\(quoted($0.animation.name)) (\($0.animation.loop.rawValue))" }
          .joined(separator: ", "))
    }
    return lines
  }
}

extension RiveSummary {
  /// Trigger inputs of state machines and trigger properties of view models.
  package var triggers: [Switch] {
    var triggers: [Switch] = []
    for artboard in artboards {
      for machine in artboard.stateMachines {
        for input in machine.inputs where input.kind == .trigger {
          triggers.append(Switch(kind: "stateMachineInput", owner: machine.name, name: input.name))
        }
      }
    }
    for model in viewModels {
      for property in model.properties where property.kind == "trigger" {
        triggers.append(Switch(kind: "viewModelProperty", owner: model.name, name: property.name))
      }
    }
    return triggers
  }
}

extension RiveSummary.Switch {
  fileprivate var kindDescription: String {
    switch kind {
    case "stateMachineInput": "input"
    case "viewModelProperty": "view-model property"
    default: kind
    }
  }
}

/// A number without needless decimals: `2.6`, `3`, `0.333`, `29.97`.
package func format(_ value: Double) -> String {
  guard value.isFinite else { return String(value) }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  var text = String(format: "%.3f", value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// `"name"`, with quotes and control characters escaped, so empty names and trailing `\r`
/// show.
func quoted(_ name: String) -> String {
  var text = "\""
  for scalar in name.unicodeScalars {
    switch scalar {
    case "\"": text += "\\\""
    case "\\": text += "\\\\"
    case "\n": text += "\\n"
    case "\r": text += "\\r"
    case "\t": text += "\\t"
    case let control where control.value < 0x20: text += "\\u{\(String(control.value, radix: 16))}"
    default: text.unicodeScalars.append(scalar)
    }
  }
  return text + "\""
}

private func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension AnimationMovement? {
  /// "layer `ball` travels 80% of the canvas: content moves" or why it does not count.
  fileprivate var textPhrase: String {
    guard let movement = self else { return "no position or scale is keyframed" }
    if movement.travelFraction >= AnimationMovement.crossingTravelFraction {
      return "\(movement.phrase): content moves across the canvas, which Reduce Motion asks to "
        + "leave out"
    }
    let inPlace =
      "in place (at most a \(Int(min(movement.travelFraction * 100, 100).rounded()))% travel)"
    guard movement.scaleFactor >= AnimationMovement.zoomingScaleFactor else { return inPlace }
    // A size change is a zoom when it is the scene, and no movement when it is a part's blink
    // or pulse: the file does not say which.
    return inPlace + "; `\(movement.mostScaled)` changes size up to "
      + "\(format(min(movement.scaleFactor, 1_000)))×: a zoom if it is the whole scene, which "
      + "Reduce Motion asks to leave out, but not if it is a part that blinks or pulses"
  }
}
