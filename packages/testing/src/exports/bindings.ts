export {
  type BindingBehaviourDriver,
  type BindingHooks,
  type BindingValue,
  describeBindingBehaviour,
  type Unwrapped,
} from '../bindings/describeBindingBehaviour.js'
