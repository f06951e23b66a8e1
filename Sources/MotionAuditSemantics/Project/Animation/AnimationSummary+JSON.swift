import AnimationFiles
import MotionAuditSources

extension AnimationSummary {
  /// The summary as `motion-audit inspect --format json` writes it: `format`, then an object
  /// named after the format (`lottie`, `dotLottie`, `rive`). The schema is documented in
  /// `docs/motion-audit.md` ("inspect").
  package var jsonMembers: [(key: String, value: JSONValue)] {
    switch self {
    case .lottie(let lottie):
      return [("format", .string(formatName)), ("lottie", lottie.jsonValue)]
    case .dotLottie(let archive):
      return [("format", .string(formatName)), ("dotLottie", archive.jsonValue)]
    case .rive(let rive):
      return [("format", .string(formatName)), ("rive", rive.jsonValue)]
    }
  }
}

extension LottieSummary {
  fileprivate var jsonValue: JSONValue {
    .object([
      ("name", name.map(JSONValue.string) ?? .null),
      ("version", .string(version)),
      ("frameRate", .number(frameRate)),
      ("firstFrame", .number(firstFrame)),
      ("lastFrame", .number(lastFrame)),
      ("durationSeconds", .number(durationSeconds)),
      ("width", .number(width)),
      ("height", .number(height)),
      ("layers", .int(layerCount)),
      (
        "markers",
        .array(
          markers.map {
            .object([
              ("name", .string($0.name)), ("startFrame", .number($0.startFrame)),
              ("durationFrames", .number($0.durationFrames)),
            ])
          })
      ),
      ("reducedMotionMarker", reducedMotionMarker.map { .string($0.name) } ?? .null),
      ("handlesReduceMotion", .bool(reducedMotionMarker != nil)),
      ("movement", movement.jsonValue),
    ])
  }
}

extension DotLottieSummary {
  fileprivate var jsonValue: JSONValue {
    .object([
      ("manifestVersion", .int(manifestVersion)),
      ("generator", generator.map(JSONValue.string) ?? .null),
      ("author", author.map(JSONValue.string) ?? .null),
      ("initialAnimation", initialAnimation.map { .string($0.id) } ?? .null),
      (
        "animations",
        .array(
          animations.map { animation in
            let loop: JSONValue =
              switch animation.loop {
              case .forever?: .string("forever")
              case .never?: .string("never")
              case .count(let count)?: .int(count)
              case nil: .null
              }
            return .object([
              ("id", .string(animation.id)),
              ("name", animation.name.map(JSONValue.string) ?? .null),
              ("listedInManifest", .bool(animation.isListedInManifest)),
              ("loop", loop),
              ("mode", animation.mode.map(JSONValue.string) ?? .null),
              ("speed", animation.speed.map(JSONValue.number) ?? .null),
              ("direction", animation.direction.map(JSONValue.int) ?? .null),
              ("autoplay", animation.autoplay.map(JSONValue.bool) ?? .null),
              ("lottie", animation.animation.jsonValue),
            ])
          })
      ),
    ])
  }
}

extension RiveSummary {
  fileprivate var jsonValue: JSONValue {
    .object([
      ("version", .string("\(majorVersion).\(minorVersion)")),
      ("artboards", .array(artboards.map(\.jsonValue))),
      (
        "viewModels",
        .array(
          viewModels.map { model in
            .object([
              ("name", .string(model.name)),
              (
                "properties",
                .array(
                  model.properties.map {
                    .object([("name", .string($0.name)), ("kind", .string($0.kind))])
                  })
              ),
              ("instances", .array(model.instances.map(JSONValue.string))),
            ])
          })
      ),
      ("reducedMotionSwitches", .array(reducedMotionSwitches.map(\.jsonValue))),
      ("triggers", .array(triggers.map(\.jsonValue))),
      ("endTriggers", .array(endSignals.map(\.jsonValue))),
      (
        "loopingAnimations",
        .array(
          repeatingAnimations.map {
            .object([("artboard", .string($0.artboard)), ("animation", .string($0.animation.name))])
          })
      ),
    ])
  }
}

extension RiveSummary.Artboard {
  fileprivate var jsonValue: JSONValue {
    let intro = introLength
    return .object([
      ("name", .string(name)),
      ("width", .number(width)),
      ("height", .number(height)),
      (
        "animations",
        .array(
          animations.map { animation in
            .object([
              ("name", .string(animation.name)),
              ("fps", .int(animation.fps)),
              ("durationFrames", .int(animation.durationFrames)),
              ("speed", .number(animation.speed)),
              ("loop", .string(animation.loop.rawValue)),
              (
                "workArea",
                animation.workArea.map {
                  .object([("start", .int($0.lowerBound)), ("end", .int($0.upperBound))])
                } ?? .null
              ),
              ("seconds", animation.durationSeconds.map(JSONValue.number) ?? .null),
              ("movement", animation.movement.jsonValue),
            ])
          })
      ),
      (
        "stateMachines",
        .array(
          stateMachines.map { machine in
            .object([
              ("name", .string(machine.name)),
              (
                "inputs",
                .array(
                  machine.inputs.map { input in
                    let (kind, value): (String, JSONValue) =
                      switch input.kind {
                      case .boolean(let value): ("boolean", .bool(value))
                      case .number(let value): ("number", .number(value))
                      case .trigger: ("trigger", .null)
                      }
                    return .object([
                      ("name", .string(input.name)), ("kind", .string(kind)), ("default", value),
                    ])
                  })
              ),
            ])
          })
      ),
      (
        "events",
        .array(
          events.map { event in
            .object([
              ("name", .string(event.name)), ("kind", .string(event.kind)),
              ("url", event.url.map(JSONValue.string) ?? .null),
            ])
          })
      ),
      ("introSeconds", intro.map { .number($0.seconds) } ?? .null),
      ("introAnimation", intro.map { .string($0.animation) } ?? .null),
    ])
  }
}

extension RiveSummary.Switch {
  fileprivate var jsonValue: JSONValue {
    .object([("kind", .string(kind)), ("owner", .string(owner)), ("name", .string(name))])
  }
}

extension AnimationMovement? {
  /// The largest travel and scale, and whether that moves content; null when nothing is keyed.
  fileprivate var jsonValue: JSONValue {
    guard let movement = self else { return .null }
    return .object([
      ("farthestTraveller", .string(movement.farthestTraveller)),
      ("travel", .number(movement.travel)),
      ("travelFraction", .number(movement.travelFraction)),
      ("mostScaled", .string(movement.mostScaled)),
      ("scaleFactor", .number(movement.scaleFactor)),
      ("movesContent", .bool(movement.movesContent)),
    ])
  }
}
