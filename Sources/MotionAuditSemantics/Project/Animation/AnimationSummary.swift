import AnimationFiles

/// What an animation file says about wiring it up under Reduce Motion: a plain value made from
/// the `AnimationFiles` readers' output, kept by the project model and printed by
/// `motion-audit inspect`.
package enum AnimationSummary: Sendable, Hashable, Codable {
  case lottie(LottieSummary)
  case dotLottie(DotLottieSummary)
  case rive(RiveSummary)

  /// Summarizes a file read by `AnimationFileReader`.
  package init(_ file: AnimationFile) {
    switch file {
    case .lottie(let animation): self = .lottie(LottieSummary(animation))
    case .dotLottie(let archive): self = .dotLottie(DotLottieSummary(archive))
    case .rive(let rive): self = .rive(RiveSummary(rive))
    }
  }

  /// `lottie`, `dotlottie` or `rive`: the `format` of `inspect --format json`.
  package var formatName: String {
    switch self {
    case .lottie: "lottie"
    case .dotLottie: "dotlottie"
    case .rive: "rive"
    }
  }
}

// MARK: - Lottie

/// A Lottie JSON animation: timing, size and markers.
package struct LottieSummary: Sendable, Hashable, Codable {
  /// A marker: a named range of frames.
  package struct Marker: Sendable, Hashable, Codable {
    package var name: String
    package var startFrame: Double
    package var durationFrames: Double

    package init(name: String, startFrame: Double, durationFrames: Double) {
      self.name = name
      self.startFrame = startFrame
      self.durationFrames = durationFrames
    }
  }

  package var name: String?
  package var version: String
  package var frameRate: Double
  package var firstFrame: Double
  package var lastFrame: Double
  package var width: Double
  package var height: Double
  package var layerCount: Int
  package var markers: [Marker]
  /// How far its layers travel and scale; nil when no position or scale is keyframed.
  package var movement: AnimationMovement?

  package init(
    name: String? = nil, version: String = "5.7.0", frameRate: Double = 30,
    firstFrame: Double = 0, lastFrame: Double, width: Double = 200, height: Double = 200,
    layerCount: Int = 1, markers: [Marker] = [], movement: AnimationMovement? = nil
  ) {
    self.name = name
    self.version = version
    self.frameRate = frameRate
    self.firstFrame = firstFrame
    self.lastFrame = lastFrame
    self.width = width
    self.height = height
    self.layerCount = layerCount
    self.markers = markers
    self.movement = movement
  }

  package init(_ animation: LottieAnimation) {
    self.init(
      name: animation.name, version: animation.version, frameRate: animation.frameRate,
      firstFrame: animation.firstFrame, lastFrame: animation.lastFrame, width: animation.width,
      height: animation.height, layerCount: animation.layerCount,
      markers: animation.markers.map {
        Marker(name: $0.name, startFrame: $0.startFrame, durationFrames: $0.durationFrames)
      }, movement: animation.movement)
  }

  /// `(lastFrame - firstFrame) / frameRate`.
  package var durationSeconds: Double { (lastFrame - firstFrame) / frameRate }

  /// The marker lottie-ios plays under Reduce Motion, chosen as lottie-ios chooses it: the first
  /// whose lower-cased name is `reduced motion`, `reduced_motion`, `reduced-motion` or
  /// `reducedmotion`. Nil: lottie-ios plays the whole animation even with Reduce Motion on.
  package var reducedMotionMarker: Marker? {
    markers.first { LottieAnimation.reducedMotionMarkerNames.contains($0.name.lowercased()) }
  }
}

// MARK: - dotLottie

/// A dotLottie archive: its manifest and animations, each with its playback settings.
package struct DotLottieSummary: Sendable, Hashable, Codable {
  /// The manifest's `loop`.
  package enum Loop: Sendable, Hashable, Codable {
    case never
    case forever
    case count(Int)
  }

  /// One animation of the archive.
  package struct Animation: Sendable, Hashable, Codable {
    package var id: String
    package var name: String?
    package var isListedInManifest: Bool
    /// Version 1 settings; nil where the manifest leaves them out.
    package var loop: Loop?
    package var mode: String?
    package var speed: Double?
    package var direction: Int?
    package var autoplay: Bool?
    package var animation: LottieSummary

    package init(
      id: String, name: String? = nil, isListedInManifest: Bool = true, loop: Loop? = nil,
      mode: String? = nil, speed: Double? = nil, direction: Int? = nil, autoplay: Bool? = nil,
      animation: LottieSummary
    ) {
      self.id = id
      self.name = name
      self.isListedInManifest = isListedInManifest
      self.loop = loop
      self.mode = mode
      self.speed = speed
      self.direction = direction
      self.autoplay = autoplay
      self.animation = animation
    }
  }

  /// 1 or 2.
  package var manifestVersion: Int
  package var generator: String?
  package var author: String?
  package var initialAnimationID: String?
  package var animations: [Animation]

  package init(
    manifestVersion: Int = 1, generator: String? = nil, author: String? = nil,
    initialAnimationID: String? = nil, animations: [Animation]
  ) {
    self.manifestVersion = manifestVersion
    self.generator = generator
    self.author = author
    self.initialAnimationID = initialAnimationID
    self.animations = animations
  }

  package init(_ archive: DotLottieArchive) {
    self.init(
      manifestVersion: archive.manifest.version == .v1 ? 1 : 2,
      generator: archive.manifest.generator, author: archive.manifest.author,
      initialAnimationID: archive.manifest.initialAnimationID,
      animations: archive.animations.map { animation in
        let loop: Loop? =
          switch animation.loop {
          case .never: .never
          case .forever: .forever
          case .count(let count): .count(count)
          case nil: nil
          }
        let mode: String? =
          switch animation.mode {
          case .normal: "normal"
          case .bounce: "bounce"
          case .other(let text): text
          case nil: nil
          }
        return Animation(
          id: animation.id, name: animation.name,
          isListedInManifest: animation.isListedInManifest, loop: loop, mode: mode,
          speed: animation.speed, direction: animation.direction, autoplay: animation.autoplay,
          animation: LottieSummary(animation.animation))
      })
  }

  /// The animation a player shows first: the manifest's initial one, else the first listed.
  package var initialAnimation: Animation? {
    animations.first { $0.id == initialAnimationID } ?? animations.first
  }
}

// MARK: - Rive

/// A Rive file: artboards with their animations, state machines and events, and view models.
package struct RiveSummary: Sendable, Hashable, Codable {
  /// What a linear animation does at its end.
  package enum Loop: String, Sendable, Hashable, Codable {
    case oneShot = "one-shot"
    case loop
    case pingPong = "ping-pong"
    case unknown

    /// Whether it plays forever (loop or ping-pong).
    package var repeats: Bool { self == .loop || self == .pingPong }
  }

  package struct Animation: Sendable, Hashable, Codable {
    package var name: String
    package var fps: Int
    package var durationFrames: Int
    package var speed: Double
    package var loop: Loop
    /// The frames played when the work area is enabled.
    package var workArea: ClosedRange<Int>?
    /// How far its keyframes move and scale nodes; nil when it keys no node's x, y or scale.
    package var movement: AnimationMovement?

    package init(
      name: String, fps: Int = 60, durationFrames: Int = 60, speed: Double = 1,
      loop: Loop = .oneShot, workArea: ClosedRange<Int>? = nil,
      movement: AnimationMovement? = nil
    ) {
      self.name = name
      self.fps = fps
      self.durationFrames = durationFrames
      self.speed = speed
      self.loop = loop
      self.workArea = workArea
      self.movement = movement
    }

    /// An animation of `seconds` at 60 fps.
    package init(
      name: String, seconds: Double, loop: Loop = .oneShot, movement: AnimationMovement? = nil
    ) {
      self.init(
        name: name, durationFrames: Int((seconds * 60).rounded()), loop: loop,
        movement: movement)
    }

    /// Seconds from its first frame to its last (work area respected), at speed 1; nil at 0 fps.
    package var durationSeconds: Double? {
      guard fps > 0 else { return nil }
      let frames = workArea.map { $0.upperBound - $0.lowerBound } ?? durationFrames
      return Double(max(0, frames)) / Double(fps)
    }

    /// How long one play takes at the animation's speed.
    package var playingSeconds: Double? {
      guard let seconds = durationSeconds, speed != 0 else { return nil }
      return seconds / abs(speed)
    }
  }

  package struct Input: Sendable, Hashable, Codable {
    package enum Kind: Sendable, Hashable, Codable {
      case boolean(defaultValue: Bool)
      case number(defaultValue: Double)
      case trigger
    }

    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }
  }

  package struct StateMachine: Sendable, Hashable, Codable {
    package var name: String
    package var inputs: [Input]

    package init(name: String, inputs: [Input] = []) {
      self.name = name
      self.inputs = inputs
    }
  }

  package struct Event: Sendable, Hashable, Codable {
    /// `general`, `open-url` or `audio`.
    package var kind: String
    package var name: String
    package var url: String?

    package init(name: String, kind: String = "general", url: String? = nil) {
      self.name = name
      self.kind = kind
      self.url = url
    }
  }

  package struct Artboard: Sendable, Hashable, Codable {
    package var name: String
    package var width: Double
    package var height: Double
    package var animations: [Animation]
    package var stateMachines: [StateMachine]
    package var events: [Event]

    package init(
      name: String, width: Double = 400, height: Double = 400, animations: [Animation] = [],
      stateMachines: [StateMachine] = [], events: [Event] = []
    ) {
      self.name = name
      self.width = width
      self.height = height
      self.animations = animations
      self.stateMachines = stateMachines
      self.events = events
    }
  }

  package struct ViewModel: Sendable, Hashable, Codable {
    package struct Property: Sendable, Hashable, Codable {
      package var name: String
      /// `number`, `string`, `boolean`, `color`, `trigger`, `enum`, `list`, `viewModel`,
      /// `artboard`, `image`, `font`, `blob`, or another runtime type's definition name.
      package var kind: String

      package init(name: String, kind: String) {
        self.name = name
        self.kind = kind
      }
    }

    package var name: String
    package var properties: [Property]
    package var instances: [String]

    package init(name: String, properties: [Property] = [], instances: [String] = []) {
      self.name = name
      self.properties = properties
      self.instances = instances
    }
  }

  package var majorVersion: Int
  package var minorVersion: Int
  package var artboards: [Artboard]
  package var viewModels: [ViewModel]

  package init(
    majorVersion: Int = 7, minorVersion: Int = 0, artboards: [Artboard],
    viewModels: [ViewModel] = []
  ) {
    self.majorVersion = majorVersion
    self.minorVersion = minorVersion
    self.artboards = artboards
    self.viewModels = viewModels
  }

  package init(_ file: RiveFile) {
    self.init(
      majorVersion: file.majorVersion, minorVersion: file.minorVersion,
      artboards: file.artboards.map { artboard in
        Artboard(
          name: artboard.name, width: Double(artboard.width), height: Double(artboard.height),
          animations: artboard.animations.map { animation in
            let loop: Loop =
              switch animation.loop {
              case .oneShot: .oneShot
              case .loop: .loop
              case .pingPong: .pingPong
              case .unknown: .unknown
              }
            return Animation(
              name: animation.name, fps: Int(animation.fps),
              durationFrames: Int(animation.durationFrames), speed: Double(animation.speed),
              loop: loop,
              workArea: animation.workArea.flatMap { area in
                area.startFrame <= area.endFrame
                  ? Int(area.startFrame)...Int(area.endFrame) : nil
              }, movement: animation.movement)
          },
          stateMachines: artboard.stateMachines.map { machine in
            StateMachine(
              name: machine.name,
              inputs: machine.inputs.map { input in
                let kind: Input.Kind =
                  switch input.kind {
                  case .boolean(let value): .boolean(defaultValue: value)
                  case .number(let value): .number(defaultValue: Double(value))
                  case .trigger: .trigger
                  }
                return Input(name: input.name, kind: kind)
              })
          },
          events: artboard.events.map { event in
            switch event.kind {
            case .general: Event(name: event.name)
            case .openURL(let url): Event(name: event.name, kind: "open-url", url: url)
            case .audio: Event(name: event.name, kind: "audio")
            }
          })
      },
      viewModels: file.viewModels.map { model in
        ViewModel(
          name: model.name,
          properties: model.properties.map {
            ViewModel.Property(name: $0.name, kind: $0.kind.name)
          },
          instances: model.instances.map(\.name))
      })
  }
}

extension RiveViewModelProperty.Kind {
  /// The kind's name in summaries and JSON.
  fileprivate var name: String {
    switch self {
    case .number: "number"
    case .string: "string"
    case .boolean: "boolean"
    case .color: "color"
    case .trigger: "trigger"
    case .enumeration: "enum"
    case .list: "list"
    case .viewModel: "viewModel"
    case .artboard: "artboard"
    case .image: "image"
    case .font: "font"
    case .blob: "blob"
    case .other(let name): name
    }
  }
}
